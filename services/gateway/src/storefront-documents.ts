import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageCookie, localeToRemember } from '@vendange/i18n';
import { etagOf } from './html-etag';
import { watched } from './watched-file';

/** The storefront's server build (mfe-shop/src/ssr/server-entry.tsx, built into mfe-shop/dist-server/node): the part the gateway calls. */
interface StorefrontServer {
  storefrontRouteOf(pathname: string): object | null;
  renderStorefront(route: object, input: RenderInput, get: ApiGet): Promise<RenderResult>;
}
type ApiGet = (path: string) => Promise<{ status: number; body: unknown }>;
interface RenderInput {
  pathname: string;
  search: string;
  cookie: string;
  acceptLanguage: string;
  now: Date;
  version: string | null;
  publicUrl: string;
  scripts: string[];
  shellScripts: string[];
}
type RenderResult =
  | { kind: 'document'; status: 200 | 404; html: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'unknown-shop' };

/** Answers a page request when it is a storefront page; false leaves it to the app (the SPA). */
export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

const require = createRequire(import.meta.url);

function loadServerBuild(file: string): StorefrontServer {
  delete require.cache[file];
  const server = require(file) as Partial<StorefrontServer>;
  if (typeof server.storefrontRouteOf !== 'function' || typeof server.renderStorefront !== 'function') {
    throw new Error(`${file} is not the storefront's server build: rebuild mfe-shop (npm run build -- --only=mfe-shop --force).`);
  }
  return server as StorefrontServer;
}

/** The script files of the shell's built index.html, in order: what a logged-in browser loads to get the full app. */
export function scriptsOfIndexHtml(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*?\bsrc=["']?([^"'\s>]+)/gi)].map((m) => m[1]!);
}


/**
 * Storefront pages rendered on the server (docs/decisions/storefront-ssr.md): `/{name}`,
 * `/{name}/{product}`, `/shops/{id}` and `/shops/{id}/{product}` answer with the whole HTML (data
 * read from the API in-process as an anonymous visitor, inlined), when mfe-shop's server build is
 * there; otherwise the app's index.html answers as before. Also serves the storefront's scripts at /storefront/.
 */
export async function serveStorefrontDocuments(app: FastifyInstance, staticDir: string, publicUrl: string): Promise<PageHandler> {
  const distServer = path.join(staticDir, 'mfe-shop', 'dist-server');
  const shellDist = path.join(staticDir, 'shell', 'dist');
  await app.register(fastifyStatic, {
    root: path.join(distServer, 'public'), prefix: '/storefront/', decorateReply: false, index: false,
    // Hashed names: a new build is a new file.
    setHeaders: (res, file) => res.header('cache-control', file.endsWith('.js') ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  const server = watched(path.join(distServer, 'node', 'storefront-server.cjs'), loadServerBuild);
  const manifest = watched(path.join(distServer, 'public', 'manifest.json'), (f) => JSON.parse(readFileSync(f, 'utf8')) as { scripts: string[] });
  const shellIndex = watched(path.join(shellDist, 'index.html'), (f) => readFileSync(f, 'utf8'));
  const version = watched(path.join(shellDist, 'version.json'), (f) => (JSON.parse(readFileSync(f, 'utf8')) as { version?: string }).version ?? null);
  const get: ApiGet = async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : null };
  };

  const renderer = () => {
    try {
      return server();
    } catch (err) {
      app.log.error({ err }, 'storefront server build not loaded; the app answers its pages');
      return null;
    }
  };
  // Loaded now rather than on the first visitor's request.
  renderer();

  return async (request, reply) => {
    const storefront = renderer();
    const scripts = manifest()?.scripts;
    if (!storefront || !scripts) return false;
    const url = new URL(request.url, 'http://storefront.invalid');
    const route = storefront.storefrontRouteOf(url.pathname);
    if (!route) return false;
    let result: RenderResult;
    try {
      const shell = shellIndex();
      result = await storefront.renderStorefront(route, {
        pathname: url.pathname, search: url.search, cookie: request.headers.cookie ?? '', acceptLanguage: request.headers['accept-language'] ?? '',
        now: new Date(), version: version(), publicUrl, scripts, shellScripts: shell ? scriptsOfIndexHtml(shell) : [],
      }, get);
    } catch (err) {
      // The app's own page still works: better it than an error page.
      request.log.error({ err }, 'storefront page not rendered; the app answers instead');
      return false;
    }
    // Prices and stock change at any time: always revalidated, cheap thanks to the ETag.
    reply.header('cache-control', 'no-cache');
    // A language asked by the address is kept for the next pages, with or without JavaScript.
    const remembered = localeToRemember(url.search);
    if (remembered) reply.header('set-cookie', languageCookie(remembered));
    if (result.kind === 'redirect') {
      await reply.code(301).header('location', result.location).send();
      return true;
    }
    if (result.kind === 'unknown-shop') {
      // No such shop: the app's page with a 404, which sends a visitor to login as spec point 6 says.
      const shell = shellIndex();
      await (shell ? reply.code(404).type('text/html; charset=utf-8').send(shell) : reply.code(404).type('text/plain').send('Cette page est introuvable.'));
      return true;
    }
    const etag = etagOf(result.html);
    // The page depends on the language asked and on the age cookie.
    reply.header('etag', etag).header('vary', 'accept-language, cookie');
    if (result.status === 200 && request.headers['if-none-match'] === etag) {
      await reply.code(304).send();
      return true;
    }
    await reply.code(result.status).type('text/html; charset=utf-8').send(result.html);
    return true;
  };
}
