import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export type BuildInfo = { build_id: string; version: string };

/** One id per build: a UTC timestamp plus a short random tail, so two builds in the same second differ. */
export function makeBuildInfo(packageJsonPath: string): BuildInfo {
  const pkg = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { version?: unknown };
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
  const tail = Math.random().toString(36).slice(2, 8).padEnd(6, '0');
  return { build_id: `${stamp}-${tail}`, version: typeof pkg.version === 'string' ? pkg.version : '0.0.0' };
}

/**
 * Writes `build.json` beside the bundle: the API reads it and answers `build_id` in
 * `/api/stock/getconfig`, which is how "check for updates" tells a stale tab from the served build.
 */
export function buildInfoPlugin(info: BuildInfo): Plugin {
  return {
    name: 'meridian-build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: `${JSON.stringify(info)}\n` });
    },
  };
}

/**
 * Client routes live at the site root (/login, /home …) while the assets live under /www/ (the
 * spec's lazy-load prefix) — the API server does the same. This makes the dev and preview servers
 * answer index.html for a client route too, so a reload on /login works as in production.
 */
export function clientRoutesFallback(base: string): Plugin {
  const rewrite = (req: { url?: string; method?: string; headers: Record<string, unknown> }) => {
    const url = req.url ?? '/';
    const accept = String(req.headers.accept ?? '');
    if (req.method !== 'GET' || !accept.includes('text/html')) return;
    if (url.startsWith(base) || url.startsWith('/api') || url.startsWith('/@')) return;
    req.url = base;
  };
  return {
    name: 'meridian-client-routes',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        rewrite(req);
        next();
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        rewrite(req);
        next();
      });
    },
  };
}
