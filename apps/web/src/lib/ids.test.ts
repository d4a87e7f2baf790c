import { describe, expect, it } from 'vitest';
import { positiveId } from './ids.ts';

describe('positiveId', () => {
  it('takes a positive whole number and nothing else', () => {
    expect(positiveId('42')).toBe(42);
    for (const raw of [null, undefined, '', '0', '-1', '1.5', 'abc', '1e400', '9007199254740993', ' ']) expect(positiveId(raw), String(raw)).toBeUndefined();
  });
});
