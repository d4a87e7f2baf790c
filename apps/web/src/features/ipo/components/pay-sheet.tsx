import type { IpoApplication } from '@meridian/contract/ipo';
import { Button, List, Popup } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAccountSummary } from '../../../lib/account-summary.ts';
import { formatMarketTime } from '../../../lib/date.ts';
import { formatCount, formatMoney } from '../../../lib/money.ts';
import { toast, toastSuccess } from '../../../lib/toast.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { usePay } from '../api/pay.ts';
import { PayPasswordField } from '../../../components/pay-password-field.tsx';
import { displayName } from '../../../lib/names.ts';
import { useLang } from '../../../lib/use-lang.ts';

/** One-click payment of an allocation: the amount the server computed, confirmed with the trading password. */
export function PaySheet({ app, onClose }: { app: IpoApplication; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const summary = useAccountSummary().data;
  const pay = usePay();
  const { busy, run } = useSubmission();
  const [payPassword, setPayPassword] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!payPassword) return toast(t('validation.enterTradingPassword'));
    const body = { id: app.id, pay_password: payPassword };
    try {
      await run(body, (key) => pay.mutateAsync({ id: app.id, payPassword, key }));
      toastSuccess(t('ipo.paid'));
      onClose();
    } catch {
      // The request client has shown the server's message.
      setPayPassword('');
    }
  };

  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="ipo-sheet" destroyOnClose>
      <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="ipo-pay-sheet">
        <header className="ipo-sheet-head">
          <strong>
            {t('ipo.payTitle')} · {displayName(app, lang)} {app.code}
          </strong>
        </header>
        <List mode="card">
          <List.Item extra={formatCount(app.allocated_shares)}>{t('ipo.allocatedShares')}</List.Item>
          <List.Item extra={formatMoney(app.issue_price)}>{t('ipo.issuePrice')}</List.Item>
          <List.Item extra={<strong data-testid="ipo-pay-amount">{formatMoney(app.amount_due)}</strong>}>{t('ipo.amountDue')}</List.Item>
          <List.Item extra={<span data-testid="ipo-pay-available">{summary ? formatMoney(summary.available) : '–'}</span>}>{t('ipo.availableCash')}</List.Item>
          <List.Item extra={formatMarketTime(app.pay_deadline, 'dateTime')}>{t('ipo.payDeadline')}</List.Item>
        </List>
        <PayPasswordField value={payPassword} onChange={setPayPassword} testId="ipo-pay-password" />
        <p className="notice">{t('ipo.payHint')}</p>
        <div className="form-actions">
          <Button block color="primary" size="large" type="submit" loading={busy} data-testid="ipo-pay-submit">
            {t('ipo.pay')}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
