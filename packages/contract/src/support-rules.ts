/** The support line limit without zod, for the screens (the schemas are in support.ts). */
export const SUPPORT_BODY_MAX = 2000;
