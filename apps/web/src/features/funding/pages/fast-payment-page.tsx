import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Section } from '../../../components/section.tsx';

/** Quick payment: the payment channels the operator offers. */
export function FastPaymentPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader />
      <Section title={t('funding.paymentMethods')}>
        <EmptyState />
      </Section>
    </div>
  );
}
