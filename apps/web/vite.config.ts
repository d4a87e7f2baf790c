import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressPlugin } from './compress-plugin.ts';
import { routePreloadsPlugin } from './preload-plugin.ts';
import { pwaPlugin } from './pwa.ts';
import { firstPaintPlugin } from './first-paint-plugin.ts';
import { buildInfoPlugin, clientRoutesFallback, makeBuildInfo } from './build-info.ts';

const BASE = '/www/';
const info = makeBuildInfo(fileURLToPath(new URL('./package.json', import.meta.url)));

// The production build runs on Preact's React compatibility layer (react-dom alone is ~60 KB gzip
// of every route's first load; Preact with compat ~13 KB). Unit tests (vitest.config.ts) keep React.
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * antd-mobile's configuration starts on its Chinese table until the app sets the user's language
 * (app/providers.tsx), which put zh-CN into every first load. It starts on English instead, the
 * table the app falls back to where antd-mobile has none of the language (Greek, Swedish).
 */
function antdDefaultLocalePlugin(): Plugin {
  return {
    name: 'meridian:antd-default-locale',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../../locales/zh-CN' && importer && /antd-mobile[\\/]es[\\/]components[\\/]config-provider[\\/]/.test(importer)) {
        return this.resolve('antd-mobile/es/locales/en-US', importer, { skipSelf: true });
      }
      return null;
    },
  };
}

const ANTD_RENDER_ID = '\0meridian:antd-render';

/**
 * antd-mobile draws its imperative pieces (Toast, Dialog) through `utils/render`, which is
 * rc-util's legacy ReactDOM adapter: a CommonJS module built with Babel's regenerator and interop
 * helpers, about 10 KB of the shell that never runs, since main.tsx installs the app's own render
 * (lib/antd-react19.ts). On Preact its place is taken by compat's own `render`, a few lines.
 */
function antdRenderPlugin(): Plugin {
  return {
    name: 'meridian:antd-render',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './render' && importer && /antd-mobile[\\/]es[\\/]utils[\\/]unstable-render\.js$/.test(importer)) return ANTD_RENDER_ID;
      return null;
    },
    load(id) {
      if (id !== ANTD_RENDER_ID) return null;
      return [
        "import { render as draw, unmountComponentAtNode } from 'preact/compat';",
        'export function render(node, container) { draw(node, container); }',
        'export async function unmount(container) { unmountComponentAtNode(container); }',
      ].join('\n');
    },
  };
}

// antd-mobile's table names → the app's language codes (en-US is the built-in default, in the shell;
// Greek and Swedish use it too).
const ANTD_LOCALE_LANG: Record<string, string> = {
  'zh-CN': 'zh_cn',
  'zh-TW': 'zh_tw',
  'de-DE': 'de',
  'fr-FR': 'fr',
  'it-IT': 'it',
  'pt-BR': 'pt',
  'nl-NL': 'nl',
  'es-ES': 'es',
  'ru-RU': 'ru',
};

/** `locale-<lang>` for a text table of the app (`locales/<lang>.json`) or of antd-mobile, else null. */
function localeChunkName(id: string): string | null {
  const own = /[\\/]src[\\/](?:features[\\/][^\\/]+[\\/])?locales[\\/]([a-z_]+)\.json$/.exec(id);
  if (own) return `locale-${own[1]}`;
  const antd = /antd-mobile[\\/]es[\\/]locales[\\/]([a-zA-Z-]+)\.js$/.exec(id);
  const lang = antd ? ANTD_LOCALE_LANG[antd[1]!] : undefined;
  return lang ? `locale-${lang}` : null;
}

export default defineConfig({
  base: BASE,
  resolve: { alias: PREACT_ALIASES },
  plugins: [react(), antdDefaultLocalePlugin(), antdRenderPlugin(), firstPaintPlugin({ launchIcon: fileURLToPath(new URL('./public/icons/launch-192.png', import.meta.url)), launchCss: fileURLToPath(new URL('./src/app/launch.css', import.meta.url)) }), buildInfoPlugin(info), clientRoutesFallback(BASE), pwaPlugin(BASE), routePreloadsPlugin(BASE), precompressPlugin()],
  define: {
    __BUILD_ID__: JSON.stringify(info.build_id),
    __APP_VERSION__: JSON.stringify(info.version),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/bundle-size.mjs (the first-load budget of every route) and preload-plugin.ts.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // antd-mobile's barrel (`import { Button } from 'antd-mobile'`) is marked side-effectful
        // only for its `import './global'` (main.tsx imports that itself), and react-spring
        // declares nothing: both would otherwise drag the animation library into every chunk that
        // imports any antd-mobile component. A module whose exports are used is still kept whole.
        moduleSideEffects: [
          { test: /antd-mobile[\\/]es[\\/]index\.js$/, sideEffects: false },
          { test: /node_modules[\\/]@react-spring[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // antd-mobile's animation library serves popups, toasts, tabs and pull-to-refresh only;
          // kept in its own chunk so that the app's first screen does not load it alongside a tiny
          // helper. The gesture library (pull-to-refresh, a popup's swipe to close) is another
          // chunk, so that a screen with tabs or a dialog only does not load it.
          groups: [
            // The parts of the libraries every screen runs on that the shell (below) does not
            // already hold, in one file rather than several small ones.
            {
              name: 'framework',
              test: /node_modules[\\/](?:preact|@tanstack|zustand|js-cookie|use-sync-external-store)[\\/]/,
              includeDependenciesRecursively: false,
            },
            // The small hooks and helpers that screens share (TanStack Query's hooks, ahooks,
            // antd-mobile's utilities but for the three that drive react-spring or @use-gesture):
            // one file instead of a dozen of under 2 KB.
            {
              name: 'kit',
              test: (id) =>
                /node_modules[\\/](?:@tanstack|ahooks|lodash)[\\/]|antd-mobile[\\/]es[\\/]utils[\\/]/.test(id) &&
                !/reduce-and-restore-motion|use-drag-and-pinch|use-tab-list-scroll/.test(id),
              includeDependenciesRecursively: false,
            },
            // Everything the entry imports statically (the app's shell: the libraries above,
            // layout, tab bar, request client, stores) in one file. Left to Rolldown, the modules
            // that lazy screens share with the shell became some thirty chunks, most under 2 KB,
            // each a request before the first screen (six at a time over HTTP/1.1).
            // antd-mobile's components stay out: the barrel the app imports reaches every one of
            // them, so all would count as initial, and screens' components would load with the
            // shell. Its utilities come in, but for the three that import react-spring or
            // @use-gesture (the shell would load those libraries through them).
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id) =>
                !/antd-mobile|@react-spring|@use-gesture/.test(id) ||
                (/antd-mobile[\\/]es[\\/](?:utils[\\/]|locales[\\/]|global[\\/]|index\.js|components[\\/]config-provider[\\/])/.test(id) &&
                  !/reduce-and-restore-motion|use-drag-and-pinch|use-tab-list-scroll/.test(id)),
              includeDependenciesRecursively: false,
              priority: -1,
            },
            // One file per language for the text tables (shared and per feature) and antd-mobile's
            // own table: the language in use arrives in one request instead of eight.
            { name: localeChunkName, debugName: 'locale', includeDependenciesRecursively: false },
            // With the libraries, the antd-mobile helpers that import them (left to automatic chunking,
            // one of them shared a file with the tab bar, and every page loaded spring through it).
            { name: 'spring', test: /node_modules[\\/]@react-spring[\\/]|reduce-and-restore-motion|use-tab-list-scroll/, includeDependenciesRecursively: false },
            { name: 'gesture', test: /node_modules[\\/]@use-gesture[\\/]|use-drag-and-pinch/, includeDependenciesRecursively: false },
            // What screens share beyond the shell, in two files rather than twenty-odd of under 2 KB
            // (/market needed 34 files before its first frame, /homedetail 30): each file is a
            // request (six at a time over HTTP/1.1) and a link element that start-up appends
            // (docs/web-performance.md, "Fewer files for the screens' shared parts").
            // - common: the app's shared components and helpers and the antd-mobile pieces most
            //   screens draw (button, loading dots, list, tag, empty block, icons), when three or
            //   more screens use them. Not the pull-to-refresh list (it brings the animation and
            //   gesture libraries) nor the RSA code (loaded when a password is sent).
            // - quotes: the market's rows, live prices and quote reads, shared by /home, /market and
            //   the quote page.
            // A screen now loads a few KB it does not use; /login's first load grew 72 → 80 KB gzip.
            {
              name: 'common',
              test: (id) =>
                (/[\\/]src[\\/](?:components|lib)[\\/]/.test(id) && !/refresh-list|pull-to-refresh|[\\/]rsa\.ts$/.test(id)) ||
                /antd-mobile[\\/]es[\\/]components[\\/](?:button|dot-loading|list|tag|error-block)[\\/]/.test(id) ||
                /antd-mobile-icons[\\/]/.test(id),
              minShareCount: 3,
              includeDependenciesRecursively: false,
              priority: -2,
            },
            {
              name: 'quotes',
              test: /[\\/]src[\\/]features[\\/]market[\\/](?:components|api)[\\/]/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
              priority: -2,
            },
            // Toast and its mask load on the first toast (lib/toast.ts), not with the entry.
            {
              name: 'toast',
              test: /antd-mobile[\\/]es[\\/]components[\\/](?:toast|mask|spin-loading|auto-center)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true } },
  },
});
