import type { ComponentType } from 'react';
import type { Permission } from '@meridian/contract/admin';
import type { MessageKey } from '../i18n/i18n';
import { IdentityPendingBadge } from '../features/identity/identity-pending-badge';
import { SupportUnreadBadge } from '../features/support/support-unread-badge';

/**
 * The left navigation. A new screen adds its entry here and its route in router.tsx. A `Badge`
 * renders beside the label (a count that asks for attention, say). `permission` mirrors what the
 * server requires for the screen's routes: operators without it do not see the entry (the server
 * refuses the routes anyway).
 */
export type NavItem = { path: string; label: MessageKey; permission?: Permission; Badge?: ComponentType };

export const navigation: NavItem[] = [
  { path: '/', label: 'nav.dashboard' },
  { path: '/users', label: 'nav.users', permission: 'users.read' },
  { path: '/identity', label: 'nav.identity', permission: 'identity', Badge: IdentityPendingBadge },
  { path: '/deposits', label: 'nav.deposits', permission: 'deposits' },
  { path: '/withdrawals', label: 'nav.withdrawals', permission: 'withdrawals' },
  { path: '/loans', label: 'nav.loans', permission: 'loans' },
  { path: '/money-market', label: 'nav.moneyMarket', permission: 'markets' },
  { path: '/block-trades', label: 'nav.blockTrades', permission: 'markets' },
  { path: '/ipo', label: 'nav.ipo', permission: 'markets' },
  { path: '/ledger', label: 'nav.ledger', permission: 'ledger.read' },
  { path: '/invite-codes', label: 'nav.inviteCodes', permission: 'settings' },
  { path: '/instruments', label: 'nav.instruments', permission: 'markets' },
  { path: '/trading/settings', label: 'nav.tradingSettings', permission: 'markets' },
  { path: '/trading/orders', label: 'nav.orders', permission: 'markets' },
  { path: '/news', label: 'nav.news', permission: 'markets' },
  { path: '/messages', label: 'nav.messages', permission: 'messages.send' },
  { path: '/support', label: 'nav.support', permission: 'support', Badge: SupportUnreadBadge },
  { path: '/approvals', label: 'nav.approvals' },
  { path: '/audit-log', label: 'nav.auditLog', permission: 'audit.read' },
  { path: '/operators', label: 'nav.operators', permission: 'operators' },
  { path: '/sessions', label: 'nav.sessions' },
  { path: '/demo-clock', label: 'nav.demoClock', permission: 'demo.clock' },
];

/** `nav-dashboard`, `nav-users`, `nav-invite-codes`, … for the browser tests. */
export function navTestId(item: NavItem): string {
  return `nav-${item.path === '/' ? 'dashboard' : item.path.slice(1).replaceAll('/', '-')}`;
}

/** The entries an operator with these permissions may open. */
export function navigationFor(permissions: readonly string[]): NavItem[] {
  return navigation.filter((item) => item.permission === undefined || permissions.includes(item.permission));
}

/** The permission a screen needs: that of the navigation entry whose path it is, or lies under. */
export function requiredPermission(pathname: string): string | undefined {
  const match = navigation
    .filter((item) => item.path !== '/' && (pathname === item.path || pathname.startsWith(`${item.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return match?.permission;
}
