import { useState } from 'react';
import { isRequestFailure } from './request.ts';
import { createSubmissionKeys } from './submission-key.ts';

// A call that never reached the server, or whose answer never came back, may be retried under the same key.
const UNANSWERED = new Set(['network', 'timeout', 'duplicate', 'cancelled']);

/**
 * Sends a money-moving form once per submission: a busy flag for the button and the
 * `Idempotency-Key` to send, kept for a retry of the same body and renewed after any answer.
 */
export function useSubmission() {
  const [keys] = useState(() => createSubmissionKeys());
  const [busy, setBusy] = useState(false);

  async function run<T>(body: unknown, send: (idempotencyKey: string) => Promise<T>): Promise<T> {
    setBusy(true);
    try {
      const result = await send(keys.keyFor(body));
      keys.settle('answered');
      return result;
    } catch (error) {
      keys.settle(isRequestFailure(error) && UNANSWERED.has(error.kind) ? 'unknown' : 'answered');
      throw error;
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
