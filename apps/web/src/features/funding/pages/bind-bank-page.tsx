import { Button } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { handleIdentityRequired, offerVerification, useIdentityDetail } from '../../../lib/identity.ts';
import { canGoBack } from '../../../lib/navigation.ts';
import { toast, toastSuccess } from '../../../lib/toast.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { useBindCard } from '../api/bind-card.ts';
import { groupIban, ibanHint } from '../iban-hint.ts';
import '../funding.css';

const HINTS = { empty: 'funding.ibanHintEmpty', format: 'funding.ibanHintFormat', checksum: 'funding.ibanHintChecksum', ok: 'funding.ibanHintOk' } as const;

/** Binding a bank account in the account holder's own (verified) name; the server checks the IBAN and the name. */
export function BindBankPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const identity = useIdentityDetail().data;
  const bind = useBindCard();
  const { busy, run } = useSubmission();
  const [bank, setBank] = useState('');
  const [branch, setBranch] = useState('');
  const [holderInput, setHolder] = useState<string>();
  const [iban, setIban] = useState('');
  const verifiedName = identity?.state === 'approved' ? (identity.real_name ?? '') : '';
  const holder = holderInput ?? verifiedName;
  const hint = ibanHint(iban);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (identity?.state === 'pending') return toast(t('identity.stateHint.pending'));
    if (identity && identity.state !== 'approved') return offerVerification();
    if (!bank.trim() || !holder.trim() || !iban.trim()) return toast(t('validation.fillComplete'));
    if (hint === 'format') return toast(t(HINTS.format));
    const body = { bank: bank.trim(), branch: branch.trim(), holder: holder.trim(), iban: iban.trim() };
    try {
      await run(body, (key) => bind.mutateAsync({ body, key }));
      toastSuccess(t('funding.cardBound'));
      if (canGoBack()) void navigate(-1);
      else void navigate('/ucenter/bank-list', { replace: true });
    } catch (error) {
      handleIdentityRequired(error);
    }
  };

  return (
    <div className="page">
      <PageHeader />
      {identity?.state === 'pending' ? (
        // Submitted, not yet decided: nothing to do but wait, and the card needs the approved name.
        <p className="notice" data-testid="bank-verify-pending">
          <strong>{t('identity.state.pending')}</strong> {t('identity.stateHint.pending')}
        </p>
      ) : identity && identity.state !== 'approved' ? (
        <p className="notice notice--warn" data-testid="bank-verify-first">
          {t('validation.goVerify')}{' '}
          <button type="button" className="link" onClick={() => void navigate('/realNameAuthentication')}>
            {t('identity.goVerify')}
          </button>
        </p>
      ) : null}
      <form className="form-card" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField label={t('funding.bankName')} placeholder={t('funding.bankNamePlaceholder')} value={bank} onChange={setBank} testId="bank-bank" maxLength={100} />
        <TextField label={t('funding.branch')} placeholder={t('funding.branchPlaceholder')} value={branch} onChange={setBranch} testId="bank-branch" maxLength={100} />
        <TextField
          label={t('funding.cardholder')}
          placeholder={t('funding.cardholderPlaceholder')}
          value={holder}
          onChange={setHolder}
          testId="bank-holder"
          maxLength={100}
          hint={t('validation.bindCard')}
        />
        <TextField
          label={t('funding.iban')}
          placeholder={t('funding.ibanPlaceholder')}
          value={iban}
          onChange={setIban}
          testId="bank-iban"
          maxLength={64}
          autoComplete="off"
          hint={
            <span className={`iban-hint iban-hint--${hint}`} data-testid="bank-iban-hint" data-hint={hint}>
              {hint === 'ok' ? `${groupIban(iban)} · ` : ''}
              {t(HINTS[hint])}
            </span>
          }
        />
        <div className="form-actions">
          <Button block color="primary" size="large" type="submit" loading={busy} data-testid="bank-submit">
            {t('funding.bindCard')}
          </Button>
        </div>
      </form>
    </div>
  );
}
