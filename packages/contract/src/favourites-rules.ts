/** The favourites group-name limit without zod, for the screens (the schemas are in favourites.ts). */
export const GROUP_NAME_MAX = 20;
