/**
 * The web app's page sets the theme before its first paint with this script, so a dark phone
 * never flashes white (the app's lib/theme.ts takes over once it runs). It sits inline in
 * index.html (apps/web/first-paint-plugin.ts puts it there), so the first paint waits for no
 * request of its own; the API's Content-Security-Policy allows exactly this text by its SHA-256
 * hash (platform/security-headers.ts), and no other inline script. The choice is kept by the
 * app's lib/storage.ts as JSON ("dark"); a plain value is read as well.
 */
export const THEME_SCRIPT =
  "(function(){try{var raw=localStorage.getItem('theme'),choice=raw;try{choice=JSON.parse(raw)}catch(e){}" +
  "var dark=choice==='dark'||(choice!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);" +
  "document.documentElement.setAttribute('data-prefers-color-scheme',dark?'dark':'light')}catch(e){}})()";
