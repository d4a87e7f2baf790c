import { Button, Popup } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { PayPasswordField } from '../../../components/pay-password-field.tsx';

export type ConfirmLine = { key: string; label: string; value: string };

type Props = {
  title: string;
  lines: readonly ConfirmLine[];
  busy: boolean;
  /** Resolves true when the order went through (the sheet then closes and forgets the password). */
  onConfirm: (payPassword: string) => Promise<boolean>;
  onClose: () => void;
  /** `order` gives `order-pay-password`, `order-confirm`, `order-confirm-<line>`. */
  testPrefix: string;
};

const SIX_DIGITS = /^\d{6}$/;

/**
 * The last step of an order: what will be sent, as the server previewed it, and the 6-digit
 * trading password. The password is forgotten when the sheet closes and after a refusal.
 */
export function ConfirmSheet({ title, lines, busy, onConfirm, onClose, testPrefix }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasPayPassword = useSession((s) => s.userinfo?.has_pay_password ?? true);
  const [payPassword, setPayPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!payPassword) return toast(t('validation.enterTradingPassword'));
    if (!SIX_DIGITS.test(payPassword)) return toast(t('validation.payPasswordDigits'));
    const done = await onConfirm(payPassword);
    setPayPassword('');
    if (done) onClose();
  };

  return (
    <Popup visible onMaskClick={busy ? undefined : onClose} onClose={onClose} bodyClassName="confirm-sheet" destroyOnClose>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid={`${testPrefix}-confirm-sheet`}>
        <h2 className="confirm-sheet-title">{title}</h2>
        <dl className="order-preview-lines">
          {lines.map((line) => (
            <div key={line.key} className="order-preview-line">
              <dt>{line.label}</dt>
              <dd data-testid={`${testPrefix}-confirm-${line.key}`}>{line.value}</dd>
            </div>
          ))}
        </dl>
        {hasPayPassword ? (
          <PayPasswordField value={payPassword} onChange={setPayPassword} testId={`${testPrefix}-pay-password`} />
        ) : (
          <p className="field-hint">
            {t('validation.setPayPassword')}{' '}
            <button type="button" className="link" data-testid={`${testPrefix}-set-pay-password`} onClick={() => void navigate('/payPwd')}>
              {t('trading.setNow')}
            </button>
          </p>
        )}
        <div className="form-actions form-actions--split">
          <Button block onClick={onClose} disabled={busy} data-testid={`${testPrefix}-confirm-cancel`}>
            {t('common.cancel')}
          </Button>
          <Button block color="primary" type="submit" loading={busy} disabled={!hasPayPassword} data-testid={`${testPrefix}-confirm`}>
            {t('trading.confirm')}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
