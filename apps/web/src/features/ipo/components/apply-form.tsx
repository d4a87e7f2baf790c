import type { IpoMine } from '@meridian/contract/ipo';
import { Button } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { TextField } from '../../../components/text-field.tsx';
import { toast, toastSuccess } from '../../../lib/toast.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { formatCount } from '../../../lib/money.ts';
import { useApply } from '../api/apply.ts';
import { applyProblem } from '../validate-apply.ts';

type Props = {
  /** The issue being applied for, when known: prefills the code and checks against its quota. */
  mine?: IpoMine;
  initialCode?: string;
  onApplied?: () => void;
};

/** The spec's application form: application code and number of shares. No money is frozen. */
export function ApplyForm({ mine, initialCode = '', onApplied }: Props) {
  const { t } = useTranslation();
  const apply = useApply();
  const { busy, run } = useSubmission();
  const [code, setCode] = useState(mine?.issue.apply_code ?? initialCode);
  const [shares, setShares] = useState(mine && mine.quota_shares > 0 ? String(mine.quota_shares) : '');
  const known = mine && mine.issue.apply_code === code.trim() ? { unit_shares: mine.issue.unit_shares, quota_shares: mine.quota_shares } : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = applyProblem(code, shares, known);
    if (problem) return toast(t(problem.key, problem.values ?? {}));
    const body = { apply_code: code.trim(), shares: shares.trim() };
    try {
      await run(body, (key) => apply.mutateAsync({ body, key }));
      toastSuccess(t('ipo.applied'));
      onApplied?.();
    } catch {
      // The request client has shown the server's message.
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="ipo-apply-form">
      <TextField
        label={t('ipo.applicationCode')}
        placeholder={t('ipo.applicationCodePlaceholder')}
        value={code}
        onChange={(v) => setCode(v.replace(/\D/g, ''))}
        testId="apply-code"
        inputMode="numeric"
        maxLength={6}
      />
      <TextField
        label={t('ipo.shares')}
        placeholder={t('ipo.sharesPlaceholder')}
        value={shares}
        onChange={(v) => setShares(v.replace(/\D/g, ''))}
        testId="apply-shares"
        inputMode="numeric"
        maxLength={10}
        hint={mine ? t('ipo.quotaHint', { unit: formatCount(mine.issue.unit_shares), max: formatCount(mine.quota_shares) }) : undefined}
        extra={
          mine && mine.quota_shares > 0 ? (
            <button type="button" className="link" data-testid="apply-use-quota" onClick={() => setShares(String(mine.quota_shares))}>
              {t('ipo.useQuota')}
            </button>
          ) : undefined
        }
      />
      <p className="field-hint">{t('ipo.noMoneyFrozen')}</p>
      <div className="form-actions">
        <Button block color="primary" size="large" type="submit" loading={busy} data-testid="apply-submit">
          {t('ipo.submitApply')}
        </Button>
      </div>
    </form>
  );
}
