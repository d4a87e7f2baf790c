import Cookies from 'js-cookie';

/**
 * Spec §3/§9: the token and the language each live in a cookie for 3 days, for the whole site.
 * SameSite=Lax keeps them off cross-site subrequests; over HTTPS they are never sent in clear.
 */
const TOKEN_COOKIE = 'Admin-Token';
const LANG_COOKIE = 'Local_Lang';

export function cookieOptions(protocol: string = globalThis.location?.protocol ?? 'http:') {
  return { expires: 3, path: '/', sameSite: 'lax', secure: protocol === 'https:' } as const;
}

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, cookieOptions());
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

export function getLangCookie(): string | undefined {
  return Cookies.get(LANG_COOKIE) || undefined;
}

export function setLangCookie(lang: string): void {
  Cookies.set(LANG_COOKIE, lang, cookieOptions());
}
