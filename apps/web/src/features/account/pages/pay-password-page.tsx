import type { UserInfo } from '@meridian/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { canGoBack } from '../../../lib/navigation.ts';
import { useSession } from '../../../lib/session.ts';
import { toast, toastSuccess } from '../../../lib/toast.ts';
import { userKeys, useUserInfo } from '../api/get-user-info.ts';
import { type ChangePayPasswordBody, changePayPassword } from '../api/change-pay-password.ts';
import { setPayPassword } from '../api/set-pay-password.ts';
import { PasscodeField } from '../components/passcode-field.tsx';
import { payPasswordProblem } from '../validate-passwords.ts';

/**
 * Sets the trading password, or changes it once one exists: with the current trading password,
 * or the login password when the user has forgotten it.
 */
export function PayPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUserInfo();
  const changing = Boolean(user?.has_pay_password);
  const [forgot, setForgot] = useState(false);
  const [oldPay, setOldPay] = useState('');
  const [loginPassword, setLoginPassword] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);

  const proofProblem = () => {
    if (!changing) return undefined;
    if (forgot) return loginPassword ? undefined : 'validation.enterPassword';
    return oldPay.length === 6 ? undefined : 'payPwd.enterOld';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = proofProblem() ?? payPasswordProblem(next, again);
    if (problem) return toast(t(problem));
    setBusy(true);
    try {
      const fresh = { pay_password: next, confirm_pay_password: again };
      if (changing) {
        const body: ChangePayPasswordBody = forgot ? { login_password: loginPassword, ...fresh } : { old_pay_password: oldPay, ...fresh };
        await changePayPassword(body);
      } else {
        await setPayPassword(fresh);
      }
      // An answer still on its way from before the change must not undo it.
      await queryClient.cancelQueries({ queryKey: userKeys.info });
      queryClient.setQueryData<UserInfo>(userKeys.info, (old) => (old ? { ...old, has_pay_password: true } : old));
      useSession.getState().patchUserinfo({ has_pay_password: true });
      toastSuccess(t(changing ? 'payPwd.changeSuccess' : 'payPwd.setSuccess'));
      if (canGoBack()) void navigate(-1);
      else void navigate('/setting', { replace: true });
    } catch {
      // The request client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <PageHeader title={changing ? 'payPwd.changeTitle' : 'payPwd.setTitle'} />
      <form className="form-card" onSubmit={(e) => void submit(e)} noValidate>
        <p className="field-hint">{t('payPwd.setHint')}</p>
        {changing && !forgot ? <PasscodeField label={t('payPwd.oldPassword')} value={oldPay} onChange={setOldPay} testId="paypwd-old" /> : null}
        {changing && forgot ? (
          <TextField
            label={t('payPwd.loginPassword')}
            placeholder={t('payPwd.loginPasswordPlaceholder')}
            value={loginPassword}
            onChange={setLoginPassword}
            testId="paypwd-login-password"
            type="password"
            revealable
            autoComplete="current-password"
          />
        ) : null}
        {changing ? (
          <button type="button" className="link" data-testid="paypwd-forgot-toggle" onClick={() => setForgot((v) => !v)}>
            {forgot ? t('payPwd.useOld') : t('payPwd.forgot')}
          </button>
        ) : null}
        <PasscodeField label={t('payPwd.newPassword')} value={next} onChange={setNext} testId="paypwd-new" />
        <PasscodeField label={t('payPwd.confirmPassword')} value={again} onChange={setAgain} testId="paypwd-confirm" />
        <div className="form-actions">
          <Button block color="primary" size="large" type="submit" loading={busy} data-testid="paypwd-submit">
            {t('common.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
