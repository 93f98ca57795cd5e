import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageDocuments } from './page-hints';
import { mfes, type RemotesConfig } from './remotes';
import type { PageHandler } from './storefront-documents';

// The till camera's ZXing .wasm (a hashed asset of mfe-cashregister, 1 MB) and a chunk's strings
// (`catalogs/fr-4040.<hash>.json`, shared/build-config first-catalog.cjs) are immutable like the chunks.
const HASHED = /\.[0-9a-f]{8,}\.(js|json|css|woff2?|png|svg|jpg|webp|wasm)$/;

/** Hashed chunks are immutable; entry files, manifests, HTML and the shell's version.json (polled for new deployments) are always revalidated. */
function cacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (filePath.endsWith('mf-manifest.json') || filePath.endsWith('remoteEntry.js')) reply.header('access-control-allow-origin', '*');
}

/**
 * Serves the shell at / and each MFE build at /mfe/<dir>/, with the shell's index.html as SPA fallback (with the
 * page's hints: page-hints.ts); `pages` may answer a page first (the server-rendered storefront).
 */
export async function serveFrontEnds(app: FastifyInstance, staticDir: string, remotes: RemotesConfig, pages?: PageHandler): Promise<void> {
  const shellDist = path.join(staticDir, 'shell', 'dist');
  for (const m of mfes) {
    const root = path.join(staticDir, m.dir, 'dist');
    await app.register(fastifyStatic, { root, prefix: `/mfe/${m.dir}/`, decorateReply: false, setHeaders: cacheHeaders, index: false });
  }
  await app.register(fastifyStatic, { root: shellDist, prefix: '/', setHeaders: cacheHeaders, index: false });
  const documentFor = pageDocuments(staticDir, remotes);
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const page = documentFor(request.url.split('?')[0] ?? '/');
    if (!page) return reply.code(503).type('text/plain').send('The front end is not built yet: run `npm start`, which builds it.');
    reply.header('cache-control', 'no-cache').header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  };
  // `/` is a page like any other (with its hints), not the static plugin's index.
  app.get('/', { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/v1/') && !request.url.startsWith('/mfe/') && !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage && pages && (await pages(request, reply))) return reply;
    if (wantsPage) return sendPage(request, reply);
    return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: "Cette ressource n'existe pas." });
  });
}
