import { Button, Card, Form, Input } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { useDraft } from '../../lib/use-draft';
import { useT } from '../../i18n/i18n';
import { useCreateOffer } from './api/create-offer';
import { InstrumentPanel } from './instrument-panel';
import { bodyOf, EMPTY_DRAFT } from './offer-draft';

/** Lists a new offer. The price is checked by the server against the live price and today's band. */
export function OfferForm() {
  const t = useT();
  const create = useCreateOffer();
  const { draft, setDraft, field, problem, check } = useDraft(EMPTY_DRAFT, bodyOf);

  const submit = () => {
    const body = check();
    if (body) create.mutate(body, { onSuccess: () => setDraft(EMPTY_DRAFT) });
  };

  return (
    <Card className="card" title={t('bt.form.title')}>
      <Form layout="vertical" onFinish={submit} data-testid="bt-offer-form">
        <div className="form-grid">
          <Form.Item label={t('ipo.code')}>
            <Input {...field('code')} maxLength={6} autoComplete="off" placeholder="600519" data-testid="bt-offer-code" />
          </Form.Item>
          <Form.Item label={t('bt.form.price')}>
            <Input {...field('price')} inputMode="decimal" autoComplete="off" placeholder={t('bt.form.pricePlaceholder')} data-testid="bt-offer-price" />
          </Form.Item>
        </div>
        <div className="form-notice">
          <InstrumentPanel code={draft.code.trim()} price={draft.price} />
        </div>
        <div className="form-grid">
          <Form.Item label={t('bt.form.total')}>
            <Input {...field('total')} type="number" min={1} step={1} data-testid="bt-offer-total" />
          </Form.Item>
          <Form.Item label={t('bt.form.min')}>
            <Input {...field('min')} type="number" min={1} step={1} data-testid="bt-offer-min" />
          </Form.Item>
          <Form.Item label={t('bt.form.holding')}>
            <Input {...field('holdingDays')} type="number" min={1} max={365} step={1} data-testid="bt-offer-holding" />
          </Form.Item>
          <Form.Item label={t('bt.form.starts')}>
            <Input {...field('startsAt')} type="datetime-local" data-testid="bt-offer-starts" />
          </Form.Item>
          <Form.Item label={t('bt.form.ends')}>
            <Input {...field('endsAt')} type="datetime-local" data-testid="bt-offer-ends" />
          </Form.Item>
          <Form.Item label={t('bt.form.note')}>
            <Input {...field('note')} maxLength={500} data-testid="bt-offer-note" />
          </Form.Item>
        </div>
        <ErrorMessage error={problem === null ? create.error : new Error(t(problem))} testId="bt-offer-form-error" />
        <div className="form-actions">
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="bt-offer-submit">
            {t('bt.form.submit')}
          </Button>
          {create.isSuccess && !create.isPending && (
            <span className="success" role="status" data-testid="bt-offer-created">
              {t('bt.form.created', { id: create.data.id, code: create.data.code, price: create.data.price, discount: create.data.discount_pct })}
            </span>
          )}
        </div>
      </Form>
    </Card>
  );
}
