import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoute } from '@vendange/route-registry';
import { etagOf } from './html-etag';
import { mfes, type RemotesConfig } from './remotes';
import { watched } from './watched-file';

/** The id of the inline remotes config the shell reads before asking for /remotes.json (shell/src/remotes/remote-loader.ts). */
export const REMOTES_ELEMENT_ID = 'vendange-remotes';

/**
 * The shell's index.html with what the page's first screen needs announced in its head: the remotes config inline
 * (the shell no longer waits a round trip for /remotes.json) and preload hints for the files of the MFE that owns
 * the path (its entry, its exposed module, its French catalog), fetched while the shell's own scripts arrive instead
 * of after them. On a phone (slow 4G, 4x CPU) that chain was three round trips after the shell had started
 * (front-end-performance.md, session 24). JSON is escaped so that no `</script>` can close the element.
 */
export function withPageHints(html: string, remotes: RemotesConfig, preload: string[]): string {
  const json = JSON.stringify(remotes).replace(/</g, '\\u003c');
  const tags = `<script type="application/json" id="${REMOTES_ELEMENT_ID}">${json}</script>`
    // Low priority: the shell's own scripts (preloaded by its index.html) run first and share the same bandwidth.
    + preload.map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${encodeURI(href)}">`).join('');
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}

interface MfManifest {
  metaData: { remoteEntry: { name: string; path?: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * The index.html to answer for a page path, hints included, or null when the shell is not built. An MFE served from
 * elsewhere (a REMOTE_* override) gets no hints: its files are not ours to name. Each variant is kept until the
 * shell's index.html or the MFE's build changes.
 */
export function pageDocuments(staticDir: string, remotes: RemotesConfig): (pathname: string) => { html: string; etag: string } | null {
  const shellIndex = watched(path.join(staticDir, 'shell', 'dist', 'index.html'), (f) => readFileSync(f, 'utf8'));
  const builds = new Map(mfes.map((m) => {
    const dist = path.join(staticDir, m.dir, 'dist');
    const local = remotes[m.name]?.entry === `/mfe/${m.dir}/mf-manifest.json`;
    return [m.name, {
      local,
      base: `/mfe/${m.dir}/`,
      manifest: watched(path.join(dist, 'mf-manifest.json'), readJson<MfManifest>),
      firstScreen: watched(path.join(dist, 'first-screen.json'), readJson<{ files: string[] }>),
    }];
  }));
  const variants = new Map<string, { shell: string; manifest: unknown; firstScreen: unknown; html: string; etag: string }>();

  const filesOf = (name: string): { manifest: MfManifest | null; firstScreen: { files: string[] } | null; files: string[] } => {
    const build = builds.get(name);
    if (!build?.local) return { manifest: null, firstScreen: null, files: [] };
    const manifest = build.manifest();
    const firstScreen = build.firstScreen();
    if (!manifest) return { manifest, firstScreen, files: [] };
    const entry = `${manifest.metaData.remoteEntry.path ?? ''}${manifest.metaData.remoteEntry.name}`;
    const exposed = manifest.exposes.find((e) => e.name === 'lifecycles')?.assets.js.sync ?? [];
    return { manifest, firstScreen, files: [entry, ...exposed, ...(firstScreen?.files ?? [])].map((f) => `${build.base}${f}`) };
  };

  return (pathname) => {
    const shell = shellIndex();
    if (shell === null) return null;
    const mfe = matchRoute(pathname)?.entry.mfe ?? '';
    const { manifest, firstScreen, files } = filesOf(mfe);
    const kept = variants.get(mfe);
    if (kept && kept.shell === shell && kept.manifest === manifest && kept.firstScreen === firstScreen) return kept;
    const html = withPageHints(shell, remotes, files);
    const variant = { shell, manifest, firstScreen, html, etag: etagOf(html) };
    variants.set(mfe, variant);
    return variant;
  };
}
