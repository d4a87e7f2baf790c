import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from './i18n.ts';
import { getStoredLang, localeTag } from './lang.ts';
import { clearNonSessionStorage, localCache, sessionCache } from './storage.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  Cookies.remove('Local_Lang', { path: '/' });
});

describe('stored language', () => {
  it('defaults to German and saves it to local storage', () => {
    expect(getStoredLang()).toBe('de');
    expect(localStorage.getItem('lang')).toBe('de');
  });

  it('prefers local storage, then the cookie', () => {
    Cookies.set('Local_Lang', 'fr');
    expect(getStoredLang()).toBe('fr');
    localStorage.setItem('lang', 'sv');
    expect(getStoredLang()).toBe('sv');
  });

  it('ignores an unknown code', () => {
    localStorage.setItem('lang', 'xx');
    expect(getStoredLang()).toBe('de');
  });

  it('maps codes to BCP 47 tags', () => {
    expect(localeTag('zh_cn')).toBe('zh-CN');
    expect(localeTag('zh_tw')).toBe('zh-TW');
    expect(localeTag('el')).toBe('el');
  });

  it('switching writes the cookie and local storage and translates', async () => {
    await initI18n('de');
    expect(i18n.t('tabs.my')).toBe('Mein');
    await changeLanguage('en');
    expect(Cookies.get('Local_Lang')).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(i18n.t('tabs.my')).toBe('My');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('clearNonSessionStorage', () => {
  it('keeps the user info and the language, drops the rest', () => {
    localCache.setJSON('userinfo', { id: 1 });
    localCache.set('lang', 'it');
    localCache.set('search-history', '["600519"]');
    sessionCache.set('draft', 'x');
    clearNonSessionStorage();
    expect(localCache.getJSON('userinfo')).toEqual({ id: 1 });
    expect(localCache.get('lang')).toBe('it');
    expect(localCache.get('search-history')).toBeNull();
    expect(sessionCache.get('draft')).toBeNull();
  });
});
