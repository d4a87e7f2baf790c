import { describe, expect, it } from 'vitest';
import { permissionsOf } from '@meridian/contract/admin';
import { navigationFor, requiredPermission } from './navigation';

describe('the navigation', () => {
  it('shows a support operator only their screens', () => {
    const paths = navigationFor(permissionsOf(['support'])).map((i) => i.path);
    expect(paths).toEqual(['/', '/users', '/messages', '/support', '/approvals', '/sessions']);
  });

  it('shows everything to an operator holding every role', () => {
    const paths = navigationFor(permissionsOf(['support', 'compliance', 'finance', 'markets', 'administrator'])).map((i) => i.path);
    expect(paths).toContain('/ledger');
    expect(paths).toContain('/operators');
  });

  it('knows which permission a screen (or a page under it) needs', () => {
    expect(requiredPermission('/ledger')).toBe('ledger.read');
    expect(requiredPermission('/identity/42')).toBe('identity');
    expect(requiredPermission('/trading/orders')).toBe('markets');
    expect(requiredPermission('/approvals')).toBeUndefined();
    expect(requiredPermission('/')).toBeUndefined();
  });
});
