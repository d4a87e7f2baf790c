import type { IdType } from '@meridian/contract/identity';
import type { ReviewState } from './api/get-identity-queue';

export const ID_TYPE_LABEL: Record<IdType, string> = { id_card: 'Resident ID card', passport: 'Passport' };

export const REVIEW_STATE_OPTIONS = [
  { value: 'pending', label: 'Waiting for review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const satisfies readonly { value: ReviewState; label: string }[];

export const REVIEW_STATE_BADGE: Record<ReviewState, string> = {
  pending: 'badge badge-warn',
  approved: 'badge badge-ok',
  rejected: 'badge badge-danger',
};
