import { useState, type FormEvent } from 'react';
import { ErrorMessage } from '../../components/error-message';
import { useCreateOffer } from './api/create-offer';
import { InstrumentPanel } from './instrument-panel';
import { bodyOf, EMPTY_DRAFT, type Draft } from './offer-draft';

/** Lists a new offer. The price is checked by the server against the live price and today's band. */
export function OfferForm() {
  const create = useCreateOffer();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [problem, setProblem] = useState<string | null>(null);

  const field = (name: keyof Draft) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = bodyOf(draft);
    if (typeof body === 'string') {
      setProblem(body);
      return;
    }
    setProblem(null);
    create.mutate(body, { onSuccess: () => setDraft(EMPTY_DRAFT) });
  };

  return (
    <form className="card form-grid" onSubmit={submit} aria-labelledby="bt-offer-form-title" data-testid="bt-offer-form">
      <h2 id="bt-offer-form-title">List a block trade</h2>
      <label className="field">
        <span>Stock code</span>
        <input {...field('code')} maxLength={6} autoComplete="off" placeholder="600519" data-testid="bt-offer-code" />
      </label>
      <label className="field">
        <span>Price per share</span>
        <input {...field('price')} inputMode="decimal" autoComplete="off" placeholder="Below the market, inside today’s band" data-testid="bt-offer-price" />
      </label>
      <div className="field" style={{ gridColumn: '1 / -1' }}>
        <InstrumentPanel code={draft.code.trim()} price={draft.price} />
      </div>
      <label className="field">
        <span>Total quantity (shares)</span>
        <input {...field('total')} type="number" min={1} step={1} data-testid="bt-offer-total" />
      </label>
      <label className="field">
        <span>Minimum per purchase (shares)</span>
        <input {...field('min')} type="number" min={1} step={1} data-testid="bt-offer-min" />
      </label>
      <label className="field">
        <span>Holding period (days before the shares may be sold)</span>
        <input {...field('holdingDays')} type="number" min={1} max={365} step={1} data-testid="bt-offer-holding" />
      </label>
      <label className="field">
        <span>Window opens (optional, your local time; empty: now)</span>
        <input {...field('startsAt')} type="datetime-local" data-testid="bt-offer-starts" />
      </label>
      <label className="field">
        <span>Window closes (your local time)</span>
        <input {...field('endsAt')} type="datetime-local" required data-testid="bt-offer-ends" />
      </label>
      <label className="field">
        <span>Internal note (optional)</span>
        <input {...field('note')} maxLength={500} data-testid="bt-offer-note" />
      </label>
      <div className="form-actions">
        <button type="submit" className="primary" disabled={create.isPending} data-testid="bt-offer-submit">
          {create.isPending ? 'Listing…' : 'List offer'}
        </button>
        {create.isSuccess && !create.isPending && (
          <span className="success" role="status" data-testid="bt-offer-created">
            Listed offer #{create.data.id} ({create.data.code} at {create.data.price}, {create.data.discount_pct} % below the market).
          </span>
        )}
      </div>
      <ErrorMessage error={problem === null ? create.error : new Error(problem)} testId="bt-offer-form-error" />
    </form>
  );
}
