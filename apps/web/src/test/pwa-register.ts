/**
 * Stands in for vite-plugin-pwa's `virtual:pwa-register` in unit tests (vitest.config.ts), where
 * the plugin does not run: no service worker is registered.
 */
export function registerSW(): (reload?: boolean) => Promise<void> {
  return async () => undefined;
}
