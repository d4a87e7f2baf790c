import type { Permission } from '@meridian/contract/admin';
import { useMe } from './api/get-me';

/**
 * Whether the signed-in operator's roles grant this permission, so a screen shows an action only
 * to those who may take it. The server checks the permission again on every request.
 */
export function useCan(permission: Permission): boolean {
  const me = useMe();
  return me.data?.permissions.includes(permission) ?? false;
}
