/** The news categories without zod, for the screens (the schemas are in news.ts). */
export const NEWS_CATEGORIES = ['domestic', 'foreign', 'market', 'company'] as const;
