import { z } from 'zod';
import { idString } from './ids.ts';
import { GROUP_NAME_MAX } from './favourites-rules.ts';

/**
 * Favourites (`/api/favourites`, session required). A user's stocks live in groups; the default
 * group (`is_default`, stored name "all", shown translated by the client) is made on first use
 * and can be neither renamed nor deleted. A code may sit in several groups. Deleting a group
 * moves its codes into the default group, so nothing the user starred is lost.
 */
export * from './favourites-rules.ts';
export const FAVOURITE_GROUPS_MAX = 20; // the default group included
export const FAVOURITES_MAX = 500; // group memberships per user, all groups together
export const DEFAULT_GROUP_NAME = 'all';

/** This domain's stable error codes (merged into `ERROR_CODES` by envelope.ts). */
export const FAVOURITE_ERROR_CODES = [
  'FAVOURITE_GROUP_LIMIT',
  'FAVOURITE_LIMIT',
  'FAVOURITE_GROUP_NAME_TAKEN',
  'FAVOURITE_DEFAULT_GROUP',
] as const;
export type FavouriteErrorCode = (typeof FAVOURITE_ERROR_CODES)[number];

export const STOCK_CODE_RULE = /^\d{6}$/;
export const stockCode = z.string().regex(STOCK_CODE_RULE);

export const groupName = z.string().trim().min(1).max(GROUP_NAME_MAX);
export const groupBody = z.object({ name: groupName });
export const groupIdParams = z.object({ id: idString });

export const favouriteGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  is_default: z.boolean(),
  /** How many codes the group holds. */
  count: z.number().int(),
  created_at: z.string(),
});
export type FavouriteGroup = z.infer<typeof favouriteGroup>;

export const deleteGroupResult = z.object({ moved: z.number().int() });

/** Without `group_id` the code goes to the default group. Adding a code already there is no error. */
export const addFavouriteBody = z.object({ code: stockCode, group_id: z.number().int().positive().optional() });

export const favouritesQuery = z.object({ group_id: idString.optional() });
export const codeParams = z.object({ code: stockCode });

export const favouriteItem = z.object({
  code: z.string(),
  /** Every group of this user that holds the code. */
  group_ids: z.array(z.number().int()),
  /** When it was added (to that group, or first added anywhere for the whole list). */
  added_at: z.string(),
});
export type FavouriteItem = z.infer<typeof favouriteItem>;
/** In the order added, oldest first. */
export const favouriteList = z.object({ list: z.array(favouriteItem), total: z.number().int(), max: z.number().int() });

export const removeFavouriteResult = z.object({ removed: z.number().int() });

export const favouriteCheck = z.object({ code: z.string(), favourite: z.boolean(), group_ids: z.array(z.number().int()) });
