/** The left navigation. A new screen adds its entry here and its route in router.tsx. */
export type NavItem = { path: string; label: string };

export const navigation: NavItem[] = [
  { path: '/', label: 'Dashboard' },
  { path: '/users', label: 'Users' },
  { path: '/invite-codes', label: 'Invitation codes' },
  { path: '/audit-log', label: 'Audit log' },
];

/** `nav-dashboard`, `nav-users`, `nav-invite-codes`, … for the browser tests. */
export function navTestId(item: NavItem): string {
  return `nav-${item.path === '/' ? 'dashboard' : item.path.slice(1).replaceAll('/', '-')}`;
}
