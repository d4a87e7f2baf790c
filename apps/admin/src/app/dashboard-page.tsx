import { Link } from 'react-router';
import { Alert, Card, Col, Row, Statistic, Tag } from 'antd';
import { useMe } from '../features/auth/api/get-me';
import { useDashboard, type Dashboard } from '../features/dashboard/api/get-dashboard';
import { ErrorMessage } from '../components/error-message';
import { formatDateTime } from '../lib/format';
import { useT } from '../i18n/i18n';

const QUEUE_PATHS: Record<Dashboard['queues'][number]['key'], string> = {
  identity: '/identity',
  deposits: '/deposits',
  withdrawals: '/withdrawals',
  loans: '/loans',
  support: '/support',
  approvals: '/approvals',
};

/** Minutes as "3 h 20 min" / "2 d 4 h": how long the oldest item has waited. */
function age(minutes: number | null, t: ReturnType<typeof useT>): string {
  if (minutes === null) return '—';
  if (minutes < 60) return t('dashboard.minutes', { n: minutes });
  if (minutes < 24 * 60) return t('dashboard.hours', { h: Math.floor(minutes / 60), m: minutes % 60 });
  return t('dashboard.days', { d: Math.floor(minutes / 1440), h: Math.floor((minutes % 1440) / 60) });
}

/** The day at a glance: the queues (with their oldest age), today's totals, reconciliation, market, alerts. */
export function DashboardPage() {
  const t = useT();
  const me = useMe();
  const day = useDashboard();
  const data = day.data;

  return (
    <section>
      <header className="page-header">
        <h1>{t('nav.dashboard')}</h1>
        <p className="muted" data-testid="dashboard-greeting">
          {t('dashboard.signedInAs', { name: me.data?.username ?? '' })}
        </p>
      </header>
      <ErrorMessage error={day.error} />
      {data?.alerts.map((a) => (
        <Alert
          key={a.key}
          type="error"
          showIcon
          className="dashboard-alert"
          data-testid="dashboard-alert"
          data-key={a.key}
          title={a.key === 'reconciliation' ? t('dashboard.alert.reconciliation') : t('dashboard.alert.queue', { queue: t(`dashboard.queue.${a.key}`), n: a.count, age: age(a.age_minutes, t) })}
        />
      ))}
      <Row gutter={[16, 16]}>
        {data?.queues.map((q) => (
          <Col key={q.key} xs={24} sm={12} lg={8} xl={4}>
            <Link to={QUEUE_PATHS[q.key]}>
              <Card size="small" data-testid="dashboard-queue" data-key={q.key}>
                <Statistic title={t(`dashboard.queue.${q.key}`)} value={q.count} />
                <span className="muted small">{q.count ? t('dashboard.oldest', { age: age(q.age_minutes, t) }) : t('dashboard.empty')}</span>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {data?.today && (
          <Col xs={24} lg={12}>
            <Card title={t('dashboard.today', { day: data.today.day })} data-testid="dashboard-today">
              <Row gutter={16}>
                <Col span={12}>
                  <Statistic title={t('dashboard.deposits')} value={data.today.deposits} suffix={data.today.currency} />
                </Col>
                <Col span={12}>
                  <Statistic title={t('dashboard.payouts')} value={data.today.payouts} suffix={data.today.currency} />
                </Col>
                <Col span={12}>
                  <Statistic title={t('dashboard.orders')} value={data.today.orders} />
                </Col>
                <Col span={12}>
                  <Statistic title={t('dashboard.fees')} value={data.today.fees} suffix={data.today.currency} />
                </Col>
              </Row>
            </Card>
          </Col>
        )}
        <Col xs={24} lg={12}>
          <Card title={t('dashboard.status')}>
            {data?.reconciliation && (
              <p data-testid="dashboard-reconciliation">
                {t('dashboard.reconciliation')}:{' '}
                {data.reconciliation.ok === null ? (
                  <Tag>{t('dashboard.neverRun')}</Tag>
                ) : data.reconciliation.ok ? (
                  <Tag color="green">{t('dashboard.balanced')}</Tag>
                ) : (
                  <Tag color="red">{t('dashboard.notBalanced')}</Tag>
                )}{' '}
                <span className="muted small">
                  {data.reconciliation.checked_at ? `${formatDateTime(data.reconciliation.checked_at)} · ${data.reconciliation.checked_by ?? ''}` : ''}
                </span>{' '}
                <Link to="/ledger">{t('dashboard.runReconciliation')}</Link>
              </p>
            )}
            {data && (
              <p data-testid="dashboard-market">
                {t('dashboard.market')}: <Tag color={data.market.state === 'open' ? 'green' : 'default'}>{t(`dashboard.market.${data.market.state}`)}</Tag>
                {data.market.always_open ? <Tag>{t('dashboard.alwaysOpen')}</Tag> : null}
                {t('dashboard.halted', { n: data.market.halted })}
              </p>
            )}
          </Card>
        </Col>
      </Row>
      <aside className="card notice" data-testid="integrity-notice">
        <h2>{t('dashboard.integrity.title')}</h2>
        <ul>
          <li>{t('dashboard.integrity.audit')}</li>
          <li>{t('dashboard.integrity.noEdits')}</li>
          <li>{t('dashboard.integrity.fourEyes')}</li>
        </ul>
      </aside>
    </section>
  );
}
