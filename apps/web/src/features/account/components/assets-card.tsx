import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Section } from '../../../components/section.tsx';

const LABELS = [
  'account.creditPoints',
  'account.totalAssets',
  'account.marketValue',
  'account.cash',
  'account.withdrawable',
  'account.frozen',
] as const;

/**
 * The assets card of the personal centre. The account ledger has no API yet, so the card shows
 * what it will hold and the honest empty state, never invented numbers.
 */
export function AssetsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Section title={t('account.assets')} testId="assets-card">
      <div className="assets-labels">
        {LABELS.map((label) => (
          <span key={label}>{t(label)}</span>
        ))}
      </div>
      <EmptyState />
      <div className="assets-actions">
        <Button color="primary" data-testid="person-topup" onClick={() => void navigate('/bankIn')}>
          {t('account.topUp')}
        </Button>
        <Button color="primary" fill="outline" data-testid="person-withdraw" onClick={() => void navigate('/ucenter/transfer')}>
          {t('account.withdraw')}
        </Button>
      </div>
    </Section>
  );
}
