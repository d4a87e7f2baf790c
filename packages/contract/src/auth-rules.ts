/** Account rules without zod, for the screens (the schemas are in auth.ts). */
export const PAY_PASSWORD_RULE = /^\d{6}$/;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
