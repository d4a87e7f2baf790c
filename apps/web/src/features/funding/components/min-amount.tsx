import { useTranslation } from '../../../lib/i18n.ts';
import { useConfig } from '../../../lib/config.ts';
import { formatMoney } from '../../../lib/money.ts';

/** The minimum from the server's config (a decimal string), never a number written here. */
export function MinAmount({ kind }: { kind: 'transfer' | 'withdraw' }) {
  const { t } = useTranslation();
  const config = useConfig();
  if (!config.data) return null;
  const amount = kind === 'transfer' ? config.data.min_transfer : config.data.min_withdraw;
  return (
    <span data-testid={`min-${kind}`}>
      {t('common.labelled', { label: t(kind === 'transfer' ? 'funding.minTransfer' : 'funding.minWithdraw') })}{formatMoney(amount)} {config.data.currency}
    </span>
  );
}
