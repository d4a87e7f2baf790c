import { Tabs } from '../../../components/tabs.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from '../../../lib/router.tsx';
import { HeaderLink } from '../../../components/header-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { DepositForm } from '../components/deposit-form.tsx';
import { WithdrawForm } from '../components/withdraw-form.tsx';
import '../funding.css';

/**
 * Bank-securities transfer: "in" is a deposit by bank transfer, "out" a withdrawal to a bound
 * card. `?tab=out` opens the withdrawal (the personal centre's Withdraw button).
 */
export function TransferPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const direction = params.get('tab') === 'out' ? 'out' : 'in';
  return (
    <div className="page">
      <PageHeader right={<HeaderLink to="/bankRecord" label={t('common.records')} testId="transfer-records-link" />} />
      <Tabs activeKey={direction} onChange={(key) => setParams({ tab: key }, { replace: true })}>
        <Tabs.Tab key="in" title={<span data-testid="transfer-tab-in">{t('funding.bankToSecurities')}</span>} />
        <Tabs.Tab key="out" title={<span data-testid="transfer-tab-out">{t('funding.securitiesToBank')}</span>} />
      </Tabs>
      {direction === 'in' ? <DepositForm method="bank_transfer" testPrefix="transfer-in" /> : <WithdrawForm />}
    </div>
  );
}
