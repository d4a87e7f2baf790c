import type { ReviewState } from './api/get-identity-queue';

/** Tag colours of a submission's state (the labels are `identity.state.*` in the dictionaries). */
export const REVIEW_STATE_COLOR: Record<ReviewState, string> = { pending: 'gold', approved: 'green', rejected: 'red' };
