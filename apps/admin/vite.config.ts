import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API process serves the built back office under /admin/ (docs/design.md), so every asset URL
// carries that prefix; in development the API calls go through the proxy to the same server.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    // 5173 is the web app's default; keep the two dev servers apart.
    port: 5174,
    proxy: { '/admin/api': { target: 'http://localhost:3000' } },
  },
});
