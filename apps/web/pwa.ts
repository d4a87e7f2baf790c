import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_ANSWERS_CACHE } from './src/lib/offline-answers.ts';

/**
 * The installable app: a web app manifest, and a Workbox service worker that precaches the app
 * shell (every script, style and icon of the build except the text tables of other languages)
 * and keeps the last answers about quotes, holdings and the account for offline use.
 *
 * The worker is built into /www/ with the assets but controls the whole site ("/": the client
 * routes sit at the root); the server allows that with `Service-Worker-Allowed: /`.
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function pwaPlugin(base: string) {
  return VitePWA({
    base,
    scope: '/',
    registerType: 'prompt',
    // Registered by src/lib/pwa.ts after the first screen, not by a script in index.html.
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
    manifest: {
      id: '/',
      name: 'Meridian',
      short_name: 'Meridian',
      description: 'Trade stocks, follow the market and manage your account.',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#ffffff',
      theme_color: '#1677ff',
      icons: [
        { src: `${base}icons/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: `${base}icons/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: `${base}icons/maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // Shows Web Push notifications (public/push-sw.js).
      importScripts: [`${base}push-sw.js`],
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // Other languages' tables (one `locale-<lang>` file each: ours and antd-mobile's) are
      // fetched and then cached when chosen.
      globIgnores: ['**/assets/locale-{zh_cn,zh_tw,de,fr,it,pt,nl,el,es,ru,sv}-*.js'],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      navigateFallback: `${base}index.html`,
      navigateFallbackDenylist: [/^\/api\//, /^\/admin/, /^\/docs/, /^\/www\//, /^\/healthz/, /^\/readyz/],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // Hashed build files not precached (other languages): they never change. A RegExp, not
          // a function: Workbox copies a function's source text into the worker, where `base`
          // does not exist (such a function threw on every request, and no route after it ever
          // ran). Workbox looks for a RegExp anywhere in a same-origin URL but only at the start of
          // a cross-origin one, which begins with its scheme: this matches the site's own assets.
          urlPattern: new RegExp(`${escapeRegExp(base)}assets/`),
          handler: 'CacheFirst',
          options: { cacheName: 'assets', expiration: { maxEntries: 200 } },
        },
        {
          // The network first; only when it fails, the last answer seen, marked with the
          // `x-kept-answer` header (KEPT_ANSWER_HEADER in lib/offline-answers.ts). Offline the app
          // shows it with its date; online it treats it as the network failure it is. No time-out:
          // a slow answer is waited for (the app's own 10 s apply), never replaced by an old one
          // that would pass for current. Dropped when the session changes (lib/session-boundary.ts).
          urlPattern: ({ url, request }) =>
            request.method === 'GET' && /^\/api\/(?:market|trading|account|stock|news|favourites)(?:\/|$)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: OFFLINE_ANSWERS_CACHE,
            expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                // Copied into the worker as source text: it names nothing from outside itself.
                cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                  if (!cachedResponse) return cachedResponse;
                  const headers = new Headers(cachedResponse.headers);
                  headers.set('x-kept-answer', '1');
                  return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
                },
              },
            ],
          },
        },
      ],
    },
  });
}
