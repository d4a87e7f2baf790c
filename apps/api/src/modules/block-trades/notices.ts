import type { Lang } from '@meridian/contract/languages';
import type { Text } from '../messages/templates.ts';

/**
 * This domain's message-centre notices per kind in the twelve languages (merged into
 * messages/templates.ts; same wording rules). `{name}` placeholders are filled from the params
 * given to `messages.notify`.
 */
export const BLOCK_TRADE_NOTICES = {} satisfies Record<string, Record<Lang, Text>>;
