import type { IpoPhase } from '@meridian/contract/ipo';

export const PHASE_LABEL: Record<IpoPhase, string> = {
  upcoming: 'Upcoming',
  open: 'Subscription open',
  closed: 'Awaiting draw',
  drawn: 'Drawn · payment period',
  awaiting_listing: 'Awaiting listing',
  listed: 'Listed',
  cancelled: 'Cancelled',
};

export const PHASE_BADGE: Record<IpoPhase, string> = {
  upcoming: 'badge badge-muted',
  open: 'badge badge-ok',
  closed: 'badge badge-warn',
  drawn: 'badge badge-warn',
  awaiting_listing: 'badge badge-warn',
  listed: 'badge badge-ok',
  cancelled: 'badge badge-danger',
};
