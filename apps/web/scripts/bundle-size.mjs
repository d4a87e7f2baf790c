// First-load size of every client route, from Vite's manifest: the entry chunk and everything it
// imports statically, the route's own chunk and its static imports, their CSS, and the text
// tables of the language in use (English here). Sizes are gzip (level 9) and Brotli of each
// file, summed.
//
// The budget is 150 KB gzip per route. Routes still above it are held at their recorded size
// (bundle-baseline.json, + 3 KB), so they can only shrink; a route not in that file gets 150.
// Fails when a route passes its budget, and when the file still holds a route that is now within
// 150 (its entry must go, so that the route stays within 150 from then on).
// --write-baseline records the routes still above 150; it refuses to raise a route's record by
// more than the slack unless --accept-growth is given.
//
//   node scripts/bundle-size.mjs [distDir] [--json] [--detail=/route] [--write-baseline [--accept-growth]]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const GOAL_KB = 100;
const LANG = 'en';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '..');
const args = process.argv.slice(2);
const dist = path.resolve(webRoot, args.find((a) => !a.startsWith('--')) ?? 'dist');
const baselineFile = path.join(here, 'bundle-baseline.json');
const writing = args.includes('--write-baseline');
const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : {};
const SLACK_KB = 3;
const budgetOf = (route) => Math.max(BUDGET_KB, (baseline[route] ?? 0) + SLACK_KB) * 1024;
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * Route path → source module (relative to the web root), read from the route table. An entry may
 * span several lines; a route whose module cannot be found stops the check, so that no route
 * silently leaves the budget.
 */
function routeModules() {
  const src = readFileSync(path.join(webRoot, 'src/app/routes.tsx'), 'utf8');
  const toKey = (spec) => path.posix.join('src/app', spec);
  const named = new Map();
  for (const m of src.matchAll(/const (\w+) = page\(\s*\(\) =>\s*import\('([^']+)'\)/g)) named.set(m[1], toKey(m[2]));
  const homePath = /HOME_PATH = '([^']+)'/.exec(src)?.[1];
  const table = src.slice(src.indexOf('export const ROUTES'));
  const entries = [...table.matchAll(/path: (?:'([^']+)'|HOME_PATH)/g)];
  const routes = new Map();
  entries.forEach((p, i) => {
    const routePath = p[1] ?? homePath;
    const entry = table.slice(p.index, entries[i + 1]?.index ?? table.length);
    const inline = /import\('([^']+)'\)/.exec(entry);
    const ref = /Page: (\w+)/.exec(entry);
    const key = inline ? toKey(inline[1]) : ref ? named.get(ref[1]) : undefined;
    if (!key) throw new Error(`bundle-size: no module found for route ${routePath} in src/app/routes.tsx`);
    routes.set(routePath, key);
  });
  return routes;
}

const sizes = new Map();
function fileSize(file) {
  let s = sizes.get(file);
  if (!s) {
    const buf = readFileSync(path.join(dist, file));
    s = {
      raw: buf.length,
      gz: gzipSync(buf, { level: 9 }).length,
      br: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(file, s);
  }
  return s;
}

/** Files a manifest entry needs before it runs: itself, its static imports, their CSS. */
function closure(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imp of chunk.imports ?? []) closure(imp, files, seen);
  return files;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFiles = closure(entryKey);
// The language tables main.tsx loads before the first render, and antd-mobile's own table (one
// `locale-<lang>` chunk per language, see vite.config.ts).
const langKeys = Object.keys(manifest).filter(
  (k) => manifest[k].name === `locale-${LANG}` || k.endsWith(`locales/${LANG}.json`) || k.endsWith('antd-mobile/es/locales/en-US.js'),
);

const rows = [];
for (const [route, key] of routeModules()) {
  // Development-only routes (import.meta.env.DEV) have no chunk in a production build.
  if (!manifest[key]) continue;
  const files = new Set(entryFiles);
  closure(key, files);
  for (const k of langKeys) closure(k, files);
  const total = { raw: 0, gz: 0, br: 0 };
  for (const f of files) {
    const s = fileSize(f);
    total.raw += s.raw;
    total.gz += s.gz;
    total.br += s.br;
  }
  rows.push({ route, files: files.size, ...total });
  if (args.includes(`--detail=${route}`)) {
    for (const f of [...files].sort((a, b) => fileSize(b).gz - fileSize(a).gz)) console.log(`  ${f} ${(fileSize(f).gz / 1024).toFixed(1)}`);
  }
}

const kb = (n) => (n / 1024).toFixed(1);
if (args.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log(`First load per route (JS+CSS, ${LANG} tables), KB — budget ${BUDGET_KB} gz, goal ${GOAL_KB}`);
  console.log('route'.padEnd(26), 'files'.padStart(5), 'raw'.padStart(8), 'gzip'.padStart(8), 'brotli'.padStart(8));
  for (const r of rows) {
    const flag = r.gz > budgetOf(r.route) ? '  OVER BUDGET' : r.gz > BUDGET_KB * 1024 ? '  (held at baseline)' : r.gz > GOAL_KB * 1024 ? '  (over goal)' : '';
    console.log(r.route.padEnd(26), String(r.files).padStart(5), kb(r.raw).padStart(8), kb(r.gz).padStart(8), kb(r.br).padStart(8) + flag);
  }
}
if (writing) {
  const held = Object.fromEntries(rows.filter((r) => r.gz > BUDGET_KB * 1024).map((r) => [r.route, Math.ceil(r.gz / 512) / 2]));
  const grown = Object.entries(held).filter(([route, size]) => size > (baseline[route] ?? BUDGET_KB) + SLACK_KB);
  if (grown.length > 0 && !args.includes('--accept-growth')) {
    console.error(`not written: ${grown.map(([route, size]) => `${route} ${size} > ${baseline[route] ?? BUDGET_KB}`).join(', ')} (--accept-growth to record a larger first load)`);
    process.exit(1);
  }
  writeFileSync(baselineFile, `${JSON.stringify(held, null, 2)}\n`);
  console.log(`wrote ${path.relative(webRoot, baselineFile)}: ${Object.keys(held).length} route(s) above ${BUDGET_KB} KB`);
  process.exit(0);
}
const within = rows.filter((r) => r.gz <= BUDGET_KB * 1024).length;
console.log(`${within}/${rows.length} routes within ${BUDGET_KB} KB gzip`);
const over = rows.filter((r) => r.gz > budgetOf(r.route));
if (rows.length === 0) {
  console.error('no routes found');
  process.exit(1);
}
// A held route now within the budget: its record would let it grow back above 150.
const stale = rows.filter((r) => r.route in baseline && r.gz <= BUDGET_KB * 1024).map((r) => r.route);
if (stale.length > 0) {
  console.error(`${stale.join(', ')} now within ${BUDGET_KB} KB: rewrite bundle-baseline.json (--write-baseline) so they stay there`);
}
if (over.length > 0) {
  console.error(`${over.length} route(s) over their first-load budget: ${over.map((r) => `${r.route} ${kb(r.gz)} > ${kb(budgetOf(r.route))}`).join(', ')}`);
  process.exit(1);
}
if (stale.length > 0) process.exit(1);
