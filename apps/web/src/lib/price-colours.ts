import type { Lang } from '@meridian/contract/languages';
import { create } from 'zustand';
import { isChinese } from './lang.ts';
import { localCache, STORAGE_KEYS } from './storage.ts';
import { useLang } from './use-lang.ts';

/**
 * Which colour means "up". Chinese markets paint a rise red and a fall green; most other
 * markets do the opposite. The default follows the interface language; the user may pick
 * either in the settings, and the choice is kept on this device. Money coming in (deposits,
 * income) is painted as "up" and money going out as "down", so it follows the same choice.
 */
export type PriceColours = 'red-up' | 'green-up';
export type PriceColoursChoice = PriceColours | 'auto';

export const PRICE_COLOURS: Record<PriceColours, { up: string; down: string }> = {
  'red-up': { up: '#e5383b', down: '#1a9b52' },
  'green-up': { up: '#1a9b52', down: '#e5383b' },
};

export const defaultPriceColours = (lang: Lang): PriceColours => (isChinese(lang) ? 'red-up' : 'green-up');

export function resolvePriceColours(choice: PriceColoursChoice, lang: Lang): PriceColours {
  return choice === 'auto' ? defaultPriceColours(lang) : choice;
}

const readChoice = (): PriceColoursChoice => {
  const stored = localCache.get(STORAGE_KEYS.priceColours);
  return stored === 'red-up' || stored === 'green-up' ? stored : 'auto';
};

type State = { choice: PriceColoursChoice; choose(choice: PriceColoursChoice): void };

export const usePriceColoursChoice = create<State>((set) => ({
  choice: readChoice(),
  choose(choice) {
    if (choice === 'auto') localCache.remove(STORAGE_KEYS.priceColours);
    else localCache.set(STORAGE_KEYS.priceColours, choice);
    set({ choice });
  },
}));

/** Marks the document so the CSS variables --price-up / --price-down take the chosen colours. */
export function markPriceColours(colours: PriceColours): void {
  if (typeof document !== 'undefined') document.documentElement.dataset['priceColours'] = colours;
}

/** The colours in force: the user's choice, else the language's default. */
export function usePriceColours(): PriceColours {
  const lang = useLang();
  const choice = usePriceColoursChoice((s) => s.choice);
  return resolvePriceColours(choice, lang);
}
