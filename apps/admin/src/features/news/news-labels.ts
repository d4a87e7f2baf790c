import type { NewsCategory } from '@meridian/contract/news';

/** The spec's four kinds of news, in the words the phone app's tabs use. */
export const CATEGORY_LABEL: Record<NewsCategory, string> = {
  domestic: 'Domestic economy',
  foreign: 'Foreign economy',
  market: 'Stock market',
  company: 'Company news',
};
