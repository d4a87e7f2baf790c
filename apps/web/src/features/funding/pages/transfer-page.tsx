import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderLink } from '../../../components/header-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { MoneyForm } from '../components/money-form.tsx';

/** Bank-securities transfer: into the securities account, or out to the bank (a withdrawal). */
export function TransferPage() {
  const { t } = useTranslation();
  const [direction, setDirection] = useState('in');
  return (
    <div className="page">
      <PageHeader right={<HeaderLink to="/bankRecord" label={t('common.records')} testId="transfer-records-link" />} />
      <Tabs activeKey={direction} onChange={setDirection}>
        <Tabs.Tab key="in" title={<span data-testid="transfer-tab-in">{t('funding.bankToSecurities')}</span>} />
        <Tabs.Tab key="out" title={<span data-testid="transfer-tab-out">{t('funding.securitiesToBank')}</span>} />
      </Tabs>
      {direction === 'in' ? (
        <MoneyForm kind="transfer" submitLabel={t('funding.deposit')} testPrefix="transfer-in" />
      ) : (
        <MoneyForm kind="withdraw" submitLabel={t('funding.withdraw')} testPrefix="transfer-out" />
      )}
    </div>
  );
}
