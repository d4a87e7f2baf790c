import type { NewsCategory } from '@meridian/contract/news';

/**
 * Contract news.ts `NEWS_CATEGORIES`, restated here: importing the contract's value would bring
 * zod (about 25 KB gzipped) into the news screens. src/lib/contract-constants.test.ts keeps the two equal.
 */
export const NEWS_CATEGORIES = ['domestic', 'foreign', 'market', 'company'] as const satisfies readonly NewsCategory[];
