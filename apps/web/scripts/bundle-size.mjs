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
//   npx node scripts/bundle-size.mjs [distDir] [--json] [--detail=/route] [--write-baseline [--accept-growth]]
// (the project's Node 24, which runs ../route-files.ts as it is; `npm run size` uses it too)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { closure, entryFiles, localeKeys, readManifest, routeModules } from '../route-files.ts';

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
const manifest = readManifest(dist);

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

const shellFiles = entryFiles(manifest);
// The language tables main.tsx loads before the first render, and antd-mobile's own English table.
const langKeys = [...localeKeys(manifest, LANG), ...Object.keys(manifest).filter((k) => k.endsWith('antd-mobile/es/locales/en-US.js'))];

const rows = [];
for (const [route, key] of routeModules(webRoot)) {
  // Development-only routes (import.meta.env.DEV) have no chunk in a production build.
  if (!manifest[key]) continue;
  const files = new Set(shellFiles);
  closure(manifest, key, files);
  for (const k of langKeys) closure(manifest, k, files);
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
