import { describe, expect, it } from 'vitest';
import { createSubmissionKeys, newIdempotencyKey } from './submission-key.ts';

describe('submission keys', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${(n += 1)}`;
  };

  it('reuses the key when the same submission is retried without an answer', () => {
    const keys = createSubmissionKeys(counter());
    const first = keys.keyFor({ amount: '100' });
    keys.settle('unknown');
    expect(keys.keyFor({ amount: '100' })).toBe(first);
  });

  it('makes a new key after an answer or for a different body', () => {
    const keys = createSubmissionKeys(counter());
    const first = keys.keyFor({ amount: '100' });
    keys.settle('answered');
    const second = keys.keyFor({ amount: '100' });
    expect(second).not.toBe(first);
    expect(keys.keyFor({ amount: '200' })).not.toBe(second);
  });

  it('makes keys the server accepts', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_\-:.]{8,100}$/);
  });
});
