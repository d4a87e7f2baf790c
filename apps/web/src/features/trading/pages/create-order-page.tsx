import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { UnavailableNote } from '../../../components/unavailable-note.tsx';

/**
 * The order ticket. Orders need quotes and the ledger, which the server does not offer yet, so the
 * form is shown disabled. Prices are never entered as totals: the server computes every amount.
 */
export function CreateOrderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [side, setSide] = useState(params.get('side') === 'sell' ? 'sell' : 'buy');
  const [code, setCode] = useState(params.get('code') ?? '');
  const [lots, setLots] = useState('');
  const [payPassword, setPayPassword] = useState('');
  return (
    <div className="page">
      <PageHeader />
      <Tabs activeKey={side} onChange={setSide}>
        <Tabs.Tab key="buy" title={<span data-testid="order-side-buy">{t('market.buy')}</span>} />
        <Tabs.Tab key="sell" title={<span data-testid="order-side-sell">{t('market.sell')}</span>} />
      </Tabs>
      <UnavailableNote />
      <div className="form-card">
        <TextField label={t('trading.stockCode')} placeholder={t('trading.stockCodePlaceholder')} value={code} onChange={setCode} testId="order-code" disabled />
        <TextField label={t('trading.price')} placeholder={t('trading.pricePlaceholder')} value="" onChange={() => undefined} testId="order-price" disabled />
        <TextField label={t('trading.lots')} placeholder={t('trading.lotsPlaceholder')} value={lots} onChange={setLots} testId="order-lots" inputMode="numeric" disabled />
        <TextField
          label={t('common.tradingPassword')}
          placeholder={t('common.tradingPasswordPlaceholder')}
          value={payPassword}
          onChange={setPayPassword}
          testId="order-pay-password"
          type="password"
          inputMode="numeric"
          maxLength={6}
          disabled
        />
        <div className="form-actions">
          <Button block color={side === 'buy' ? 'danger' : 'success'} size="large" disabled data-testid="order-submit">
            {side === 'buy' ? t('market.buy') : t('market.sell')}
          </Button>
        </div>
      </div>
    </div>
  );
}
