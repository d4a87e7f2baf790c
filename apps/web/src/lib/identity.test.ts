import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handleIdentityRequired } from './identity.ts';

const shown = vi.hoisted(() => ({ confirm: vi.fn(), clearToasts: vi.fn() }));
vi.mock('./dialog.ts', () => ({ confirm: shown.confirm }));
vi.mock('./toast.ts', () => ({ clearToasts: shown.clearToasts }));

const refused = (error: string) => Object.assign(new Error('Please go to the personal centre for real-name verification'), { kind: 'rejected', status: 403, body: { code: 0, error } });

beforeEach(() => vi.clearAllMocks());

describe('handleIdentityRequired', () => {
  it('offers the way to verification in a dialog and takes down the call’s toast, which said the same', () => {
    expect(handleIdentityRequired(refused('IDENTITY_REQUIRED'))).toBe(true);
    expect(shown.clearToasts).toHaveBeenCalledTimes(1);
    expect(shown.confirm).toHaveBeenCalledTimes(1);
    expect(shown.confirm.mock.calls[0]?.[0]).toMatchObject({ content: expect.any(String), onConfirm: expect.any(Function) });
  });

  it('leaves any other failure to its toast', () => {
    expect(handleIdentityRequired(refused('INSUFFICIENT_FUNDS'))).toBe(false);
    expect(handleIdentityRequired(new Error('network'))).toBe(false);
    expect(shown.clearToasts).not.toHaveBeenCalled();
    expect(shown.confirm).not.toHaveBeenCalled();
  });
});
