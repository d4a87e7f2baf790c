import type { OrderType } from '@meridian/contract/trading';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';

const TYPES: readonly OrderType[] = ['market', 'limit'];

/** Market or limit: two buttons, test ids `<prefix>-type-market` and `<prefix>-type-limit`. */
export function TypeToggle({ value, onChange, testPrefix }: { value: OrderType; onChange: (type: OrderType) => void; testPrefix: string }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <span className="field-label">{t('trading.orderType')}</span>
      <div className="type-toggle" role="group" aria-label={t('trading.orderType')}>
        {TYPES.map((type) => (
          <Button
            key={type}
            size="small"
            color="primary"
            fill={value === type ? 'solid' : 'outline'}
            aria-pressed={value === type}
            data-testid={`${testPrefix}-type-${type}`}
            onClick={() => onChange(type)}
          >
            {t(type === 'market' ? 'trading.marketOrder' : 'trading.limitOrder')}
          </Button>
        ))}
      </div>
    </div>
  );
}
