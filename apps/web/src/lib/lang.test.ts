import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from './i18n.ts';
import { getStoredLang, localeTag, warmLocaleData } from './lang.ts';
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

describe('warmLocaleData', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('loads the locale data in a worker, with the language tag and the time zones the screens use', () => {
    const made: { url: string; options: WorkerOptions | undefined; messages: unknown[] }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL | string, options?: WorkerOptions) {
          made.push({ url: String(url), options, messages: this.messages });
        }
        messages: unknown[] = [];
        postMessage(message: unknown) {
          this.messages.push(message);
        }
      },
    );
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    warmLocaleData('zh_tw', ['Asia/Shanghai']);
    expect(made).toHaveLength(1);
    expect(made[0]!.url).toMatch(/intl-warm\.worker\.ts/);
    expect(made[0]!.options).toMatchObject({ type: 'module' });
    expect(made[0]!.messages).toEqual([{ tag: 'zh-TW', timeZones: ['Asia/Shanghai'] }]);
    // Nothing made on the page's own thread.
    expect(numbers).not.toHaveBeenCalled();
    numbers.mockRestore();
  });

  it('without workers, makes the formatters on this thread in tasks of their own', () => {
    vi.stubGlobal('Worker', undefined);
    vi.useFakeTimers();
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    warmLocaleData('fr', []);
    expect(numbers).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(numbers).toHaveBeenCalledWith('fr');
    expect(dates).toHaveBeenCalledWith('fr');
    numbers.mockRestore();
    dates.mockRestore();
  });
});
