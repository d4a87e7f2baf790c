import { useState } from 'react';
import type { MessageKey } from '../i18n/i18n';

/**
 * A form's text fields as one draft, checked into a request body before it is sent. `bodyOf`
 * turns the draft into the body, or into the key of the message that says why it cannot be one
 * (the server checks again). `field(name)` wires an input to the draft; `check()` returns the
 * body and clears the problem, or sets the problem and returns undefined.
 */
export function useDraft<D extends Record<string, string>, B>(initial: D | (() => D), bodyOf: (draft: D) => B | MessageKey) {
  const [draft, setDraft] = useState<D>(initial);
  const [problem, setProblem] = useState<MessageKey | null>(null);

  const field = (name: keyof D & string) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value })),
  });

  const check = (): B | undefined => {
    const body = bodyOf(draft);
    if (typeof body === 'string') {
      setProblem(body as MessageKey);
      return undefined;
    }
    setProblem(null);
    return body;
  };

  return { draft, setDraft, field, problem, check };
}
