import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildInfoPlugin, clientRoutesFallback, makeBuildInfo } from './build-info.ts';

const BASE = '/www/';
const info = makeBuildInfo(fileURLToPath(new URL('./package.json', import.meta.url)));

export default defineConfig({
  base: BASE,
  plugins: [react(), buildInfoPlugin(info), clientRoutesFallback(BASE)],
  define: {
    __BUILD_ID__: JSON.stringify(info.build_id),
    __APP_VERSION__: JSON.stringify(info.version),
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true } },
  },
});
