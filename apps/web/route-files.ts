// Which built files a client route needs before it shows, read from Vite's manifest: the entry
// chunk and its static imports, the route's own chunk and its static imports, their CSS, and the
// text tables of the language in use (one `locale-<lang>` chunk, see vite.config.ts).
//
// Shared by the first-load size check (scripts/bundle-size.mjs) and the build step that tells
// the server which files to announce in a route's HTML (preload-plugin.ts). Plain TypeScript
// without enums or parameter properties, so that Node runs it as is.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type ManifestChunk = { file: string; name?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * Route path → source module (relative to the web root), read from the route table. An entry may
 * span several lines; a route whose module cannot be found throws, so that no route silently
 * leaves the size check or the preloads.
 */
export function routeModules(webRoot: string): Map<string, string> {
  const src = readFileSync(path.join(webRoot, 'src/app/routes.tsx'), 'utf8');
  const toKey = (spec: string) => path.posix.join('src/app', spec);
  const named = new Map<string, string>();
  for (const m of src.matchAll(/const (\w+) = page\(\s*\(\) =>\s*import\('([^']+)'\)/g)) named.set(m[1]!, toKey(m[2]!));
  const homePath = /HOME_PATH = '([^']+)'/.exec(src)?.[1];
  const table = src.slice(src.indexOf('export const ROUTES'));
  const entries = [...table.matchAll(/path: (?:'([^']+)'|HOME_PATH)/g)];
  const routes = new Map<string, string>();
  entries.forEach((p, i) => {
    const routePath = p[1] ?? homePath;
    const entry = table.slice(p.index, entries[i + 1]?.index ?? table.length);
    const inline = /import\('([^']+)'\)/.exec(entry);
    const ref = /Page: (\w+)/.exec(entry);
    const key = inline ? toKey(inline[1]!) : ref ? named.get(ref[1]!) : undefined;
    if (!key || !routePath) throw new Error(`no module found for route ${routePath ?? '?'} in src/app/routes.tsx`);
    routes.set(routePath, key);
  });
  return routes;
}

/** Files a manifest entry needs before it runs: itself, its static imports, their CSS. */
export function closure(manifest: Manifest, key: string, files = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imp of chunk.imports ?? []) closure(manifest, imp, files, seen);
  return files;
}

/** The entry chunk's files: in every page's HTML already. */
export function entryFiles(manifest: Manifest): Set<string> {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('the manifest has no entry');
  return closure(manifest, key);
}

/** The manifest keys of one language's text tables (the app's and antd-mobile's). */
export function localeKeys(manifest: Manifest, lang: string): string[] {
  return Object.keys(manifest).filter((k) => manifest[k]!.name === `locale-${lang}` || k.endsWith(`locales/${lang}.json`));
}
