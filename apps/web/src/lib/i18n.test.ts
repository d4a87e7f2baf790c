import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { byTestId, mount, settle, useScreenTests } from '../test/screen.tsx';
import { changeLanguage, currentLang, i18n, t, useTranslation } from './i18n.ts';
import { localeTag } from './lang.ts';

useScreenTests();

describe('the app translator', () => {
  it('reads a text by its dotted key, in the language in force', () => {
    expect(currentLang()).toBe('en');
    expect(t('market.latestPrice')).toBe('Latest price');
    expect(i18n.exists('market.latestPrice')).toBe(true);
    expect(i18n.exists('market')).toBe(false);
  });

  it('reads a key that no table has as the key, or as its default value', () => {
    expect(t('market.noSuchText')).toBe('market.noSuchText');
    expect(t('funding.kind.no_such_kind', { defaultValue: 'no_such_kind' })).toBe('no_such_kind');
  });

  it('fills {{name}} from the options, and leaves a name that was not given', () => {
    expect(t('funding.cardLimit', { count: 2, max: 5 })).toBe('2 of 5 cards bound');
    expect(t('funding.cardLimit', { count: 2 })).toBe('2 of {{max}} cards bound');
    expect(t('funding.cardLimit', { count: 0, max: undefined })).toBe('0 of  cards bound');
    // Not escaped: React escapes what it renders.
    expect(t('funding.cardLimit', { count: '<b>', max: 1 })).toBe('<b> of 1 cards bound');
  });

  it('reads another loaded language when asked, and a language not loaded as missing', async () => {
    await changeLanguage('de');
    await changeLanguage('en');
    expect(t('route.home', { lng: 'de' })).not.toBe(t('route.home'));
    expect(t('route.home', { lng: 'fr' })).toBe('route.home');
  });

  it('renders a component again, with a new t, when the language changes', async () => {
    const seen: unknown[] = [];
    function Title() {
      const { t: translate } = useTranslation();
      seen.push(translate);
      return createElement('span', { 'data-testid': 'title' }, translate('route.home'));
    }
    await mount(createElement(Title));
    const english = byTestId('title')?.textContent;
    await changeLanguage('de');
    await settle();
    expect(byTestId('title')?.textContent).toBe(t('route.home', { lng: 'de' }));
    expect(byTestId('title')?.textContent).not.toBe(english);
    expect(new Set(seen).size).toBe(2);
    expect(document.documentElement.lang).toBe(localeTag('de'));
    await changeLanguage('en');
  });
});
