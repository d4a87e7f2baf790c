import { useTranslation } from 'react-i18next';
import { HeaderLink } from '../../../components/header-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { MoneyForm } from '../components/money-form.tsx';

/** /bankIn/:type? — a deposit. The optional `type` will name the payment channel once channels exist. */
export function BankInPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader right={<HeaderLink to="/bankRecord" label={t('common.records')} testId="bankin-records-link" />} />
      <MoneyForm kind="transfer" submitLabel={t('funding.deposit')} testPrefix="bankin" />
    </div>
  );
}
