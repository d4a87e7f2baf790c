import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Negotiator } from '@fastify/accept-negotiator';
import { AppError } from './errors.ts';
import { failure } from './http.ts';
import { createEntryPages } from './route-preloads.ts';

/** Built file names carry a content hash (`name-3Fh2a9xQ.js`): such a file never changes. */
const HASHED = /[.-][\w-]{8,}\.(?:js|css|woff2?|png|svg|webp|json)(?:\.(?:br|gz))?$/;
/** Files whose name stays the same across builds, so a browser must ask each time. */
const ALWAYS_REVALIDATE = /(?:^|\/)(?:sw\.js|push-sw\.js|registerSW\.js|workbox-[\w-]+\.js|manifest\.webmanifest|build\.json|index\.html)(?:\.(?:br|gz))?$/;

/**
 * Cache policy of a built file: a year and immutable for hashed assets, revalidation for the
 * entry page, the service worker and the manifest, an hour for the rest (icons, favicon).
 */
export function cacheControlFor(filePath: string): string {
  const name = filePath.replaceAll('\\', '/');
  if (ALWAYS_REVALIDATE.test(name)) return 'no-cache';
  if (name.includes('/assets/') && HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** The web app's build id (written by its Vite build); "unbuilt" when there is no build. */
export function readBuildId(webDist: string): string {
  try {
    const info = JSON.parse(readFileSync(path.join(webDist, 'build.json'), 'utf8')) as { build_id?: unknown };
    return typeof info.build_id === 'string' ? info.build_id : 'unbuilt';
  } catch {
    return 'unbuilt';
  }
}

/**
 * Serves the built web app (assets under /www/, the spec's lazy-load prefix; index.html for
 * every client route) and the back office under /admin/. API paths that match nothing get the
 * JSON 404 envelope.
 */
export async function serveApps(app: FastifyInstance, dirs: { webDist: string; adminDist: string }): Promise<void> {
  // The build writes `.br` and `.gz` beside each text file; the plugin picks one by the request's
  // Accept-Encoding (and falls back to the plain file).
  const staticOptions = {
    index: false as const,
    wildcard: true,
    preCompressed: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
      // The service worker lives in /www/ with the build but serves the client routes at the root.
      if (/(?:^|[\\/])sw\.js(?:\.br|\.gz)?$/.test(filePath)) reply.header('service-worker-allowed', '/');
    },
  };
  const webIndex = path.join(dirs.webDist, 'index.html');
  const adminIndex = path.join(dirs.adminDist, 'index.html');
  if (existsSync(dirs.webDist)) {
    await app.register(fastifyStatic, { ...staticOptions, root: dirs.webDist, prefix: '/www/' });
  }
  if (existsSync(dirs.adminDist)) {
    await app.register(fastifyStatic, { ...staticOptions, root: dirs.adminDist, prefix: '/admin/', decorateReply: false });
  }

  /**
   * An app's entry page, never cached so that a new build is picked up at once; sent through the
   * static plugin when it is there, so the build's `index.html.br`/`.gz` are negotiated too.
   */
  const sendIndex = (reply: FastifyReply, file: string) => {
    if (!existsSync(file)) return reply.status(404).type('text/plain').send('The app is not built yet: run `npm run build`.');
    if (typeof reply.sendFile === 'function') return reply.sendFile(path.basename(file), path.dirname(file));
    return reply.header('cache-control', 'no-cache').type('text/html').send(readFileSync(file));
  };

  /** The phone app's page for a client route, with that route's files announced (route-preloads.ts). */
  const entryPage = createEntryPages(dirs.webDist);
  const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });
  const sendWebIndex = (req: FastifyRequest, reply: FastifyReply, url: string) => {
    const page = entryPage(url, req.cookies?.Local_Lang);
    if (page === undefined) return sendIndex(reply, webIndex);
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    const encoding = encodings.negotiate(req.headers['accept-encoding'] ?? '');
    if (encoding === 'br' || encoding === 'gzip') return reply.header('content-encoding', encoding).send(page[encoding]);
    return reply.send(page.html);
  };

  // The static plugin would answer the bare folder with 403 (it lists no directories).
  for (const url of ['/admin', '/admin/']) app.get(url, { schema: { hide: true } }, (_req, reply) => sendIndex(reply, adminIndex));

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = url.startsWith('/api/') || url.startsWith('/admin/api/') || url === '/api' || url.startsWith('/www/');
    // HEAD is GET without the body (Node leaves the body out).
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi) return reply.status(404).send(failure(req, new AppError('NOT_FOUND')));
    return url.startsWith('/admin/') ? sendIndex(reply, adminIndex) : sendWebIndex(req, reply, url);
  });
}
