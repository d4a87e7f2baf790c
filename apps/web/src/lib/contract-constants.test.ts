import { GROUP_NAME_MAX as CONTRACT_GROUP_NAME_MAX } from '@meridian/contract/favourites';
import { MAX_SEARCH_LENGTH } from '@meridian/contract/market';
import { NEWS_CATEGORIES as CONTRACT_NEWS_CATEGORIES } from '@meridian/contract/news';
import { MAX_SUBSCRIPTIONS, WS_PATH as CONTRACT_WS_PATH } from '@meridian/contract/realtime';
import { SUPPORT_BODY_MAX as CONTRACT_SUPPORT_BODY_MAX } from '@meridian/contract/support';
import { describe, expect, it } from 'vitest';
import { GROUP_NAME_MAX } from '../features/market/api/create-favourite-group.ts';
import { SEARCH_MAX_LENGTH } from '../features/market/api/search-instruments.ts';
import { NEWS_CATEGORIES } from '../features/news/categories.ts';
import { SUPPORT_BODY_MAX } from '../features/support/api/send-support-message.ts';
import { MAX_CODES_PER_FRAME, WS_PATH } from './socket.ts';

/**
 * A few contract constants are restated in the web app so that screens do not load zod just to
 * read a number; this keeps every restatement equal to the contract.
 */
describe('constants restated from the contract', () => {
  it('equal the contract', () => {
    expect(SEARCH_MAX_LENGTH).toBe(MAX_SEARCH_LENGTH);
    expect(GROUP_NAME_MAX).toBe(CONTRACT_GROUP_NAME_MAX);
    expect(SUPPORT_BODY_MAX).toBe(CONTRACT_SUPPORT_BODY_MAX);
    expect(MAX_CODES_PER_FRAME).toBe(MAX_SUBSCRIPTIONS);
    expect([...NEWS_CATEGORIES]).toEqual([...CONTRACT_NEWS_CATEGORIES]);
    expect(WS_PATH).toBe(CONTRACT_WS_PATH);
  });
});
