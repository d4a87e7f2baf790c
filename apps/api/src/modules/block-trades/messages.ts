import type { Lang } from '@meridian/contract/languages';
import type { BlockTradeErrorCode } from '@meridian/contract/block-trades';

/**
 * This domain's API messages in the twelve languages (merged into platform/i18n/messages.ts;
 * same wording rules as that table). Every error code of the domain has one; success messages
 * the routes answer with may be added as extra keys.
 */
export const BLOCK_TRADE_MESSAGES: Record<BlockTradeErrorCode, Record<Lang, string>> = {};
