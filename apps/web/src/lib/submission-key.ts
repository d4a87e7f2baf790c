/**
 * One `Idempotency-Key` per form submission. The key is sent again only when the same
 * submission is retried after it got no answer (network error, time-out): the server stores
 * its first answer, refusals included, so a corrected form must go out under a fresh key.
 */
export type SubmissionOutcome = 'answered' | 'unknown';

export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  // randomUUID needs a secure context; a plain-http phone on the LAN still has getRandomValues.
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createSubmissionKeys(make: () => string = newIdempotencyKey) {
  let pending: { fingerprint: string; key: string } | undefined;
  return {
    /** The key for this submission: the pending one if the same body is being retried, else a new one. */
    keyFor(body: unknown): string {
      const fingerprint = JSON.stringify(body ?? null);
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: make() };
      return pending.key;
    },
    /** After an answer (success or refusal) the next submission is a new one. */
    settle(outcome: SubmissionOutcome): void {
      if (outcome === 'answered') pending = undefined;
    },
  };
}
