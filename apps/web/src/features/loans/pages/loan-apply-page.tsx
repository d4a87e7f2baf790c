import { Button, Selector } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Section } from '../../../components/section.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { handleIdentityRequired } from '../../../lib/identity.ts';
import { formatMoney, formatPercent } from '../../../lib/money.ts';
import { toast, toastSuccess } from '../../../lib/toast.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { useApplyForLoan } from '../api/apply-loan.ts';
import { useLoanProducts } from '../api/get-products.ts';
import { useLoanQuote } from '../api/get-quote.ts';
import { loanAmountProblem } from '../validate-loan.ts';
import '../loans.css';

/** /loans/apply — amount and term; the server's quote (rate, interest, total) is shown before submitting. */
export function LoanApplyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const productsRead = useLoanProducts();
  const products = productsRead.data;
  const apply = useApplyForLoan();
  const { busy, run } = useSubmission();
  const [amount, setAmount] = useState('');
  const [termChoice, setTerm] = useState<number>();
  const term = termChoice ?? products?.terms_days[0];
  const bounds = products ? { min: products.min_amount, max: products.max_amount } : undefined;
  const typed = useDebounced(amount.trim(), 300);
  // Said as soon as the typing pauses (over the limit, too many decimals), not only on submit.
  const typedProblem = typed ? loanAmountProblem(typed, bounds) : undefined;
  const quoteAmount = typed && !typedProblem ? typed : undefined;
  const quote = useLoanQuote(quoteAmount, term).data;

  if (!products) return <div className="page"><PageHeader /><PageLoading inline reads={[productsRead]} /></div>;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = loanAmountProblem(amount, bounds);
    if (problem) return toast(t(problem.key, problem.values ?? {}));
    if (!term) return toast(t('loans.chooseTerm'));
    const body = { amount: amount.trim(), term_days: term };
    try {
      await run(body, (key) => apply.mutateAsync({ body, key }));
      toastSuccess(t('loans.submitted'));
      void navigate('/loans', { replace: true });
    } catch (error) {
      handleIdentityRequired(error);
    }
  };

  const shown = quote && quoteAmount && quote.term_days === term;
  return (
    <div className="page">
      <PageHeader />
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="form-card">
          <TextField
            label={`${t('loans.amount')} (${products.currency})`}
            placeholder={t('validation.enterLoanAmount')}
            value={amount}
            onChange={setAmount}
            testId="loan-amount"
            inputMode="decimal"
            hint={t('loans.range', { min: formatMoney(products.min_amount), max: formatMoney(products.max_amount) })}
          />
          <div className="field">
            <span className="field-label">{t('loans.term')}</span>
            <Selector
              columns={3}
              value={term ? [term] : []}
              onChange={(values) => values[0] && setTerm(values[0])}
              options={products.terms_days.map((days) => ({ value: days, label: <span data-testid={`loan-term-${days}`}>{t('loans.termDays', { count: days })}</span> }))}
            />
          </div>
        </div>
        <Section title={t('loans.quote')} testId="loan-quote">
          {shown ? (
            <FactList
              facts={[
                { label: 'loans.annualRate', value: <span data-testid="loan-quote-rate">{formatPercent(quote.annual_rate)}</span> },
                { label: 'loans.dailyInterest', value: formatMoney(quote.daily_interest) },
                { label: 'loans.interest', value: <span data-testid="loan-quote-interest">{formatMoney(quote.interest)}</span> },
                { label: 'loans.repaymentTotal', value: <span data-testid="loan-quote-total">{formatMoney(quote.repayment_total)}</span> },
              ]}
            />
          ) : typedProblem ? (
            <p className="field-hint" role="alert" data-testid="loan-amount-problem">
              {t(typedProblem.key, typedProblem.values ?? {})}
            </p>
          ) : (
            <p className="field-hint">{t('loans.quoteHint', { rate: formatPercent(products.annual_rate) })}</p>
          )}
          <p className="field-hint">{t('loans.rules')}</p>
          <div className="form-actions">
            <Button block color="primary" size="large" type="submit" loading={busy} data-testid="loan-submit">
              {t('loans.submit')}
            </Button>
          </div>
        </Section>
      </form>
    </div>
  );
}
