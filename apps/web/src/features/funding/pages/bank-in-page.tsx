import { Tabs } from '../../../components/tabs.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Navigate, useNavigate, useParams } from '../../../lib/router.tsx';
import { HeaderLink } from '../../../components/header-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { DepositForm } from '../components/deposit-form.tsx';
import '../funding.css';

/** Ways people reach for a withdrawal under the deposit path; they go to the withdrawal screen. */
const WITHDRAW_ALIASES = new Set(['withdraw', 'withdrawal', 'out']);

/**
 * /bankIn/:type? — a deposit: `bank` (manual bank transfer, the default) or `fast` (the simulated
 * quick pay). A withdrawal word goes to the withdrawal screen; any other type to the plain deposit.
 */
export function BankInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().type;
  if (param && WITHDRAW_ALIASES.has(param.toLowerCase())) return <Navigate to="/ucenter/transfer" replace />;
  if (param && param !== 'fast' && param !== 'bank') return <Navigate to="/bankIn" replace />;
  const type = param === 'fast' ? 'fast' : 'bank';
  return (
    <div className="page">
      <PageHeader right={<HeaderLink to="/bankRecord?type=in" label={t('common.records')} testId="bankin-records-link" />} />
      <Tabs activeKey={type} onChange={(key) => void navigate(`/bankIn/${key}`, { replace: true })}>
        <Tabs.Tab key="bank" title={<span data-testid="bankin-method-bank">{t('funding.bankTransfer')}</span>} />
        <Tabs.Tab key="fast" title={<span data-testid="bankin-method-fast">{t('funding.quickPay')}</span>} />
      </Tabs>
      <DepositForm key={type} method={type === 'fast' ? 'quick_pay' : 'bank_transfer'} testPrefix="bankin" />
    </div>
  );
}
