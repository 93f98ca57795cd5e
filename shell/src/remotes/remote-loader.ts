import { getInstance } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import type { MfeProps } from '@vendange/mfe-kit';

type RemotesConfig = Record<string, { entry: string }>;

const MANIFEST_TIMEOUT_MS = 8000;
let registered: Promise<void> | null = null;
const loading = new Map<string, Promise<ParcelConfig<MfeProps>>>();

/** Runtime plugin: a manifest that hangs fails after a timeout instead of hanging the outlet. */
const timeoutPlugin = {
  name: 'vendange-timeout',
  fetch(url: string, init?: RequestInit) {
    return fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS), cache: 'no-cache' });
  },
  errorLoadRemote() {
    return undefined;
  },
};

/**
 * The remotes config: inline in the page when the gateway served it (services/gateway/src/page-hints.ts: no round
 * trip), else /remotes.json (the shell run alone by its dev server).
 */
async function remotesConfig(): Promise<RemotesConfig> {
  const inline = document.getElementById('vendange-remotes')?.textContent;
  if (inline) return JSON.parse(inline) as RemotesConfig;
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
  return (await res.json()) as RemotesConfig;
}

/** Registers every remote of the config. */
function registerFromConfig(): Promise<void> {
  registered ??= (async () => {
    const config = await remotesConfig();
    const mf = getInstance();
    if (!mf) throw new Error('Module Federation runtime is not initialised');
    mf.registerPlugins([timeoutPlugin]);
    mf.registerRemotes(Object.entries(config).map(([name, { entry }]) => ({ name, entry })), { force: true });
  })().catch((err: unknown) => {
    registered = null;
    throw err;
  });
  return registered;
}

/**
 * Loads an MFE's single-spa lifecycles. A load under way is shared (the route's MFE is asked for at start and again
 * by its outlet); a failure is never kept, so a retry really retries.
 */
export function loadLifecycles(name: string): Promise<ParcelConfig<MfeProps>> {
  let pending = loading.get(name);
  if (!pending) {
    pending = fetchLifecycles(name);
    loading.set(name, pending);
    pending.catch(() => loading.delete(name));
  }
  return pending;
}

async function fetchLifecycles(name: string): Promise<ParcelConfig<MfeProps>> {
  await registerFromConfig();
  const mod = await getInstance()!.loadRemote<{ default: ParcelConfig<MfeProps> } & ParcelConfig<MfeProps>>(`${name}/lifecycles`);
  if (!mod) throw new Error(`The ${name} module could not be loaded`);
  return ('bootstrap' in mod ? mod : mod.default) as ParcelConfig<MfeProps>;
}
