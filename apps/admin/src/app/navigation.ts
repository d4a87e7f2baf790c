import type { ComponentType } from 'react';
import { IdentityPendingBadge } from '../features/identity/identity-pending-badge';
import { SupportUnreadBadge } from '../features/support/support-unread-badge';

/**
 * The left navigation. A new screen adds its entry here and its route in router.tsx. A `Badge`
 * renders beside the label (a count that asks for attention, say).
 */
export type NavItem = { path: string; label: string; Badge?: ComponentType };

export const navigation: NavItem[] = [
  { path: '/', label: 'Dashboard' },
  { path: '/users', label: 'Users' },
  { path: '/identity', label: 'Identity', Badge: IdentityPendingBadge },
  { path: '/deposits', label: 'Deposits' },
  { path: '/withdrawals', label: 'Withdrawals' },
  { path: '/loans', label: 'Loans' },
  { path: '/money-market', label: 'Money market' },
  { path: '/block-trades', label: 'Block trades' },
  { path: '/ipo', label: 'New shares (IPO)' },
  { path: '/ledger', label: 'Ledger' },
  { path: '/invite-codes', label: 'Invitation codes' },
  { path: '/instruments', label: 'Instruments' },
  { path: '/trading/settings', label: 'Trading settings' },
  { path: '/trading/orders', label: 'Orders' },
  { path: '/news', label: 'News' },
  { path: '/messages', label: 'Messages' },
  { path: '/support', label: 'Support', Badge: SupportUnreadBadge },
  { path: '/audit-log', label: 'Audit log' },
  { path: '/demo-clock', label: 'Demo clock' },
];

/** `nav-dashboard`, `nav-users`, `nav-invite-codes`, … for the browser tests. */
export function navTestId(item: NavItem): string {
  return `nav-${item.path === '/' ? 'dashboard' : item.path.slice(1).replaceAll('/', '-')}`;
}
