import { AVATAR_MAX_BYTES } from '@meridian/contract/auth-rules';
import { describe, expect, it } from 'vitest';
import { avatarProblem } from './edit-avatar.ts';

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const file = (head: number[] | string, size = 2000) => {
  const start = typeof head === 'string' ? [...head].map((c) => c.charCodeAt(0)) : head;
  return new Blob([new Uint8Array([...start, ...new Array<number>(Math.max(0, size - start.length)).fill(0)])]);
};

describe('an avatar picked on the phone', () => {
  it('is a JPEG, PNG or WebP by its first bytes, whatever it is called', async () => {
    expect(await avatarProblem(file(JPEG))).toBeUndefined();
    expect(await avatarProblem(file('RIFF\0\0\0\0WEBPVP8 '))).toBeUndefined();
    expect(await avatarProblem(file('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('account.avatarType');
    expect(await avatarProblem(file('GIF89a'))).toBe('account.avatarType');
  });

  it('is refused above the size limit before it is sent', async () => {
    expect(await avatarProblem(file(JPEG, AVATAR_MAX_BYTES + 1))).toBe('account.avatarTooLarge');
  });
});
