import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressPlugin } from './compress-plugin.ts';
import { pwaPlugin } from './pwa.ts';
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

export default defineConfig({
  base: BASE,
  resolve: { alias: PREACT_ALIASES },
  plugins: [react(), antdDefaultLocalePlugin(), buildInfoPlugin(info), clientRoutesFallback(BASE), pwaPlugin(BASE), precompressPlugin()],
  define: {
    __BUILD_ID__: JSON.stringify(info.build_id),
    __APP_VERSION__: JSON.stringify(info.version),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/bundle-size.mjs (the first-load budget of every route).
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
            // The libraries every screen runs on, in one file: split by Rolldown into a dozen small
            // chunks, each compressed on its own, they cost several KB more on every first load.
            {
              name: 'framework',
              test: /node_modules[\\/](?:preact|react-router|i18next|react-i18next|@tanstack|zustand|js-cookie|use-sync-external-store)[\\/]/,
              includeDependenciesRecursively: false,
            },
            { name: 'spring', test: /node_modules[\\/]@react-spring[\\/]/, includeDependenciesRecursively: false },
            { name: 'gesture', test: /node_modules[\\/]@use-gesture[\\/]/, includeDependenciesRecursively: false },
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
