import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from './errors.ts';
import { failure } from './http.ts';

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
  const webIndex = path.join(dirs.webDist, 'index.html');
  const adminIndex = path.join(dirs.adminDist, 'index.html');
  if (existsSync(dirs.webDist)) {
    await app.register(fastifyStatic, { root: dirs.webDist, prefix: '/www/', index: false, wildcard: true, maxAge: '1h' });
  }
  if (existsSync(dirs.adminDist)) {
    await app.register(fastifyStatic, { root: dirs.adminDist, prefix: '/admin/', index: false, decorateReply: false, wildcard: true });
  }

  /** An app's entry page, never cached so that a new build is picked up at once. */
  const sendIndex = (reply: FastifyReply, file: string) =>
    existsSync(file)
      ? reply.header('cache-control', 'no-cache').type('text/html').send(readFileSync(file))
      : reply.status(404).type('text/plain').send('The app is not built yet: run `npm run build`.');

  // The static plugin would answer the bare folder with 403 (it lists no directories).
  for (const url of ['/admin', '/admin/']) app.get(url, { schema: { hide: true } }, (_req, reply) => sendIndex(reply, adminIndex));

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = url.startsWith('/api/') || url.startsWith('/admin/api/') || url === '/api' || url.startsWith('/www/');
    if (req.method !== 'GET' || isApi) return reply.status(404).send(failure(req, new AppError('NOT_FOUND')));
    return sendIndex(reply, url.startsWith('/admin/') ? adminIndex : webIndex);
  });
}
