import { Button, NoticeBar, Result } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate, useSearchParams } from '../../../lib/router.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Section } from '../../../components/section.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { useQuickPay, useSimulateQuickPay } from '../api/quick-pay.ts';
import { DepositForm } from '../components/deposit-form.tsx';
import { StateTag } from '../components/state-tag.tsx';
import '../funding.css';

/** The simulated provider's payment view: Pay asks the provider to pay, then the page polls until the deposit is credited. */
function SimulatedPayment({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = useQuickPay(paymentId, true);
  const simulate = useSimulateQuickPay();
  const { busy, run } = useSubmission();
  const data = view.data;
  if (!data) return view.isError ? <Result status="error" title={t('funding.paymentNotFound')} /> : <PageLoading inline />;

  const pay = async () => {
    try {
      await run({ paymentId }, (key) => simulate.mutateAsync({ paymentId, key }));
      const fresh = await view.refetch();
      if (fresh.data?.deposit_state === 'credited') toastSuccess(t('funding.depositCredited'));
    } catch {
      // The request client has shown the server's message.
    }
  };

  const credited = data.deposit_state === 'credited';
  return (
    <>
      <NoticeBar color="alert" wrap content={t('funding.simulatedProvider')} data-testid="quickpay-simulated" />
      <Section title={data.merchant} extra={<StateTag state={data.deposit_state} testId="quickpay-state" />} testId="quickpay-view">
        <div className="deposit-amount" data-testid="quickpay-amount">
          {formatMoney(data.amount)} {data.currency}
        </div>
        <p className="field-hint">
          {t('common.labelled', { label: t('funding.reference') })}<span data-testid="quickpay-reference">{data.reference}</span>
        </p>
        {credited ? (
          <Result status="success" title={<span data-testid="quickpay-credited">{t('funding.depositCredited')}</span>} />
        ) : null}
        <div className="form-actions">
          {credited ? (
            <Button block color="primary" size="large" data-testid="quickpay-done" onClick={() => void navigate('/personCenter')}>
              {t('common.done')}
            </Button>
          ) : (
            <Button block color="primary" size="large" loading={busy || data.deposit_state === 'pending' && simulate.isSuccess} disabled={data.deposit_state !== 'pending'} data-testid="quickpay-pay" onClick={() => void pay()}>
              {t('funding.payNow')}
            </Button>
          )}
        </div>
      </Section>
    </>
  );
}

/** /fastpayment — quick pay: the amount form, or with `?payment_id=` the simulated provider's page. */
export function FastPaymentPage() {
  const [params] = useSearchParams();
  const paymentId = params.get('payment_id');
  return (
    <div className="page">
      <PageHeader />
      {paymentId ? <SimulatedPayment paymentId={paymentId} /> : <DepositForm method="quick_pay" testPrefix="fastpay" />}
    </div>
  );
}
