import type { InviteCode } from '@meridian/contract/admin';

export type InviteCodeState = 'active' | 'expired' | 'used up' | 'disabled';

/**
 * What a registration with this code would meet. An operator's disable outranks the rest, and a
 * code that is both used up and expired shows as used up: that is the fact that will not change.
 */
export function inviteCodeState(code: InviteCode, now: number = Date.now()): InviteCodeState {
  if (code.disabled_at !== null) return 'disabled';
  if (code.used_count >= code.max_uses) return 'used up';
  if (code.expires_at !== null && Date.parse(code.expires_at) <= now) return 'expired';
  return 'active';
}

export const stateBadge: Record<InviteCodeState, string> = {
  active: 'badge badge-ok',
  expired: 'badge badge-warn',
  'used up': 'badge badge-muted',
  disabled: 'badge badge-muted',
};
