/** The search-input limit without zod, for the screens (the schemas are in market.ts). */

/** Longer search input is refused with VALIDATION_FAILED on `q` (never silently cut). */
export const MAX_SEARCH_LENGTH = 32;
