import { describe, expect, it } from 'vitest';
import { cookieOptions } from './cookies.ts';

describe('cookie options', () => {
  it('are SameSite=Lax always and Secure only over HTTPS', () => {
    expect(cookieOptions('https:')).toMatchObject({ sameSite: 'lax', secure: true, path: '/', expires: 3 });
    expect(cookieOptions('http:')).toMatchObject({ sameSite: 'lax', secure: false });
  });
});
