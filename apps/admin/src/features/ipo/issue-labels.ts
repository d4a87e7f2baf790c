import type { IpoPhase } from '@meridian/contract/ipo';

/** Tag colours of an issue's phase (the labels are `ipo.phase.*` in the dictionaries). */
export const PHASE_COLOR: Record<IpoPhase, string> = {
  upcoming: 'default',
  open: 'green',
  closed: 'gold',
  drawn: 'gold',
  awaiting_listing: 'gold',
  listed: 'green',
  cancelled: 'red',
};
