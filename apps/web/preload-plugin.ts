import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '@meridian/contract/route-preloads';
import { closure, entryFiles, localeKeys, readManifest, routeModules } from './route-files.ts';

/**
 * How many of a route's files are announced: its largest ones. Over HTTP/1.1 a browser fetches
 * six files at a time from a site; announcing all of a screen's thirty-odd small files queued
 * the screen's first data reads behind them (Lighthouse's /market painted 250 ms later), while
 * for a small file the round trip costs the same whenever it starts.
 */
const ROUTE_PRELOADS = 4;

/**
 * Writes `route-preloads.json` into the build: for every client route, the largest of the files
 * its screen needs before it shows that the entry does not already bring, and each language's
 * text tables, as URLs under the build's base. The server tells that route's page of them (the
 * boot script's `data-route`), which announces them as preload links with the shell's own, so a
 * phone fetches the screen's code and texts alongside the shell instead of a round trip after it.
 */
export function routePreloadsPlugin(base: string): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'meridian-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // The manifest is on disk once the bundle is written.
    closeBundle: {
      sequential: true,
      handler() {
        const manifest = readManifest(outDir);
        const shell = entryFiles(manifest);
        const size = (file: string) => statSync(path.join(outDir, file)).size;
        // A page's own files (the entry's) are in every page already.
        const beyondShell = (files: Iterable<string>) => [...files].filter((f) => !shell.has(f));
        const urls = (files: string[]) => files.map((f) => `${base}${f}`);
        const routes: RoutePreloads['routes'] = {};
        for (const [route, key] of routeModules(root)) {
          // Development-only routes (import.meta.env.DEV) have no chunk in a production build.
          if (!manifest[key]) continue;
          const largest = beyondShell(closure(manifest, key)).sort((a, b) => size(b) - size(a));
          routes[route] = urls(largest.slice(0, ROUTE_PRELOADS));
        }
        const locales: RoutePreloads['locales'] = {};
        for (const name of new Set(Object.values(manifest).map((c) => c.name ?? ''))) {
          const lang = /^locale-([a-z_]+)$/.exec(name)?.[1];
          if (!lang) continue;
          const files = new Set<string>();
          for (const key of localeKeys(manifest, lang)) closure(manifest, key, files);
          locales[lang] = urls(beyondShell(files));
        }
        writeFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify({ routes, locales } satisfies RoutePreloads)}\n`);
      },
    },
  };
}
