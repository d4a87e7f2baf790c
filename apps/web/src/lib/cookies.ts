import Cookies from 'js-cookie';

/** Spec §3/§9: the token and the language each live in a cookie for 3 days, for the whole site. */
const TOKEN_COOKIE = 'Admin-Token';
const LANG_COOKIE = 'Local_Lang';
const OPTIONS = { expires: 3, path: '/' } as const;

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, OPTIONS);
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

export function getLangCookie(): string | undefined {
  return Cookies.get(LANG_COOKIE) || undefined;
}

export function setLangCookie(lang: string): void {
  Cookies.set(LANG_COOKIE, lang, OPTIONS);
}
