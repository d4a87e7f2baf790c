import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HeaderLink } from '../../../components/header-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';

const TABS = ['positions', 'orders'] as const;

/** The Trade tab: order entry and the user's positions and orders. */
export function TradePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<string>(TABS[0]);
  return (
    <div className="page">
      <PageHeader back={false} right={<HeaderLink to="/historyPosition" label={t('trading.history')} testId="trade-history-link" />} />
      <div className="form assets-actions">
        <Button color="danger" data-testid="trade-buy" onClick={() => void navigate('/shares/creatOrder?side=buy')}>
          {t('market.buy')}
        </Button>
        <Button color="success" data-testid="trade-sell" onClick={() => void navigate('/shares/creatOrder?side=sell')}>
          {t('market.sell')}
        </Button>
      </div>
      <Tabs activeKey={tab} onChange={setTab}>
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={<span data-testid={`trade-tab-${key}`}>{t(`trading.${key}`)}</span>} />
        ))}
      </Tabs>
      <RefreshList items={[]} keyOf={() => ''} renderItem={() => null} />
    </div>
  );
}
