import { useMemo, useRef } from 'react';
import { isApiError } from './request';

/**
 * A random UUID (v4). `crypto.randomUUID` exists only in secure contexts, and the back office may
 * be opened over plain HTTP on an internal address; `getRandomValues` works everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A definite answer: the action happened, or the server refused it and said why. */
function isSettled(error: unknown): boolean {
  return error === null || (isApiError(error) && error.status >= 400 && error.status < 500);
}

export type IdempotencyKeys = {
  /** The key for this action: the previous one while the same action is retried, else a new one. */
  keyFor: (action: unknown) => string;
  /** After an answer: forgets the key once the outcome is known, keeps it when it is not (network, 5xx). */
  settle: (error: unknown) => void;
};

/**
 * One key per action, reused on retry. The server answers a repeated key with the first answer,
 * so a click repeated after a dropped connection cannot pay out or credit twice. The key follows
 * the action's content: the server refuses one key for two different requests, so a changed
 * amount or reason is a new action with a new key. Once the outcome is known (success or a
 * refusal), the key is dropped, so trying again later really asks again.
 */
export function useIdempotencyKeys(): IdempotencyKeys {
  const current = useRef<{ action: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor: (action) => {
        const text = JSON.stringify(action);
        if (current.current?.action !== text) current.current = { action: text, key: newIdempotencyKey() };
        return current.current.key;
      },
      settle: (error) => {
        if (isSettled(error)) current.current = null;
      },
    }),
    [],
  );
}
