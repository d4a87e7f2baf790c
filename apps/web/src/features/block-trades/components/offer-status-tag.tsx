import type { OfferStatus } from '@meridian/contract/block-trades';
import { Tag } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';

const COLOR: Record<OfferStatus, string> = { upcoming: 'primary', open: 'success', sold_out: 'default', ended: 'default', closed: 'default' };

export function OfferStatusTag({ status }: { status: OfferStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} fill="outline" data-testid="block-trade-offer-status">
      {t(`blockTrades.status.${status}`)}
    </Tag>
  );
}
