import type { LoanDetail } from '@meridian/contract/loans';
import { Button, List } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useParams } from '../../../lib/router.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Section } from '../../../components/section.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useAccountSummary } from '../../../lib/account-summary.ts';
import { formatLocalTime, formatMarketDay } from '../../../lib/date.ts';
import { positiveId } from '../../../lib/ids.ts';
import { amountProblem, formatMoney, formatPercent } from '../../../lib/money.ts';
import { toast, toastSuccess } from '../../../lib/toast.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { useLoan } from '../api/get-loan.ts';
import { useRepayLoan } from '../api/repay-loan.ts';
import { LoanStateTag } from '../components/loan-state-tag.tsx';
import '../loans.css';
import { PayPasswordField } from '../../../components/pay-password-field.tsx';

function RepayForm({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation();
  const summary = useAccountSummary().data;
  const repay = useRepayLoan(loan.id);
  const { busy, run } = useSubmission();
  const [amount, setAmount] = useState('');
  const [payPassword, setPayPassword] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = amountProblem(amount, { max: loan.outstanding, maxKey: 'loans.overOwed' });
    if (problem) return toast(t(problem.key, problem.values ?? {}));
    if (!payPassword) return toast(t('validation.enterTradingPassword'));
    const body = { amount: amount.trim(), pay_password: payPassword };
    try {
      await run(body, (key) => repay.mutateAsync({ body, key }));
      toastSuccess(t('loans.repaid'));
      setAmount('');
      setPayPassword('');
    } catch {
      // The request client has shown the server's message.
    }
  };

  return (
    <Section title={t('loans.repay')} testId="loan-repay">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <p className="field-hint">
          {t('common.labelled', { label: t('account.available') })}{summary ? `${formatMoney(summary.available)} ${summary.currency}` : '–'}
        </p>
        <TextField
          label={t('common.amount')}
          placeholder={t('common.amountPlaceholder')}
          value={amount}
          onChange={setAmount}
          testId="loan-repay-amount"
          inputMode="decimal"
          hint={t('loans.repayHint')}
          extra={
            <button type="button" className="link" data-testid="loan-repay-all" onClick={() => setAmount(loan.outstanding)}>
              {t('loans.repayAll')}
            </button>
          }
        />
        <PayPasswordField value={payPassword} onChange={setPayPassword} testId="loan-repay-pay-password" />
        <div className="form-actions">
          <Button block color="primary" size="large" type="submit" loading={busy} data-testid="loan-repay-submit">
            {t('loans.repay')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

/** /loans/:id — one loan as of now: accrued interest, what is owed, its repayments, and the repayment form. */
export function LoanDetailPage() {
  const { t } = useTranslation();
  const id = positiveId(useParams().id);
  const query = useLoan(id);
  const loan = query.data;
  // No id, or one that is not this user's loan: say so, never an endless spinner.
  if (!id || query.isError)
    return (
      <div className="page" data-testid="loan-detail-missing">
        <PageHeader />
        <EmptyState />
      </div>
    );
  if (!loan) return <div className="page"><PageHeader /><PageLoading inline /></div>;
  const open = loan.state === 'approved';
  return (
    <div className="page" data-testid="loan-detail" data-state={loan.state}>
      <PageHeader />
      <Section title={<span data-testid="loan-detail-amount">{formatMoney(loan.amount)}</span>} extra={<LoanStateTag loan={loan} />}>
        {loan.state === 'rejected' && loan.reject_reason ? (
          <p className="notice notice--warn" data-testid="loan-reject-reason">
            {t('common.labelled', { label: t('loans.rejectReason') })}{loan.reject_reason}
          </p>
        ) : null}
        {loan.state === 'pending' ? <p className="field-hint">{t('loans.submitted')}</p> : null}
      </Section>
      <FactList
        facts={[
          { label: 'loans.term', value: t('loans.termDays', { count: loan.term_days }) },
          { label: 'loans.annualRate', value: formatPercent(loan.annual_rate) },
          { label: 'loans.appliedAt', value: formatLocalTime(loan.applied_at) },
          ...(loan.start_date ? [{ label: 'loans.startDate', value: formatMarketDay(loan.start_date) }] : []),
          ...(loan.due_date ? [{ label: 'loans.dueDate', value: formatMarketDay(loan.due_date) }] : []),
          { label: 'loans.principalOutstanding', value: <span data-testid="loan-principal">{formatMoney(loan.principal_outstanding)}</span> },
          { label: 'loans.interestAccrued', value: <span data-testid="loan-interest-accrued">{formatMoney(loan.interest_accrued)}</span> },
          { label: 'loans.interestPaid', value: formatMoney(loan.interest_paid) },
          { label: 'loans.interestDue', value: formatMoney(loan.interest_due) },
          { label: 'loans.outstanding', value: <strong data-testid="loan-outstanding">{formatMoney(loan.outstanding)}</strong> },
          ...(open ? [{ label: 'loans.dailyInterest', value: formatMoney(loan.daily_interest) }] : []),
          ...(loan.accrued_through ? [{ label: 'loans.accruedThrough', value: loan.accrued_through }] : []),
        ]}
      />
      {open ? <RepayForm loan={loan} /> : null}
      {loan.repayments.length ? (
        <List header={t('loans.repayments')} mode="card">
          {loan.repayments.map((r) => (
            <List.Item key={r.id} data-testid="loan-repayment" description={t('loans.repaymentSplit', { interest: formatMoney(r.interest_part), principal: formatMoney(r.principal_part) })} extra={formatMoney(r.amount)}>
              {formatLocalTime(r.created_at)}
            </List.Item>
          ))}
        </List>
      ) : null}
    </div>
  );
}
