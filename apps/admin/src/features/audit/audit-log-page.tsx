import { useSearchParams } from 'react-router';
import { Alert, Button, Input, Select, Table, Typography } from 'antd';
import { AUDIT_ACTIONS, AUDIT_CATEGORIES, type AuditAction, type AuditCategory, type AuditEntry } from '@meridian/contract/admin';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime, localInputToIso } from '../../lib/format';
import { usePageParam } from '../../lib/use-page-param';
import { useT, type MessageKey } from '../../i18n/i18n';
import { useAuditLog } from './api/get-audit-log';

const PAGE_SIZE = 50;

const isAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);
const isCategory = (value: string): value is AuditCategory => (AUDIT_CATEGORIES as readonly string[]).includes(value);
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The day after a `YYYY-MM-DD` day, in the same form (the filter's last day is included). */
function nextDay(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const next = new Date(y, m - 1, d + 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
}

/**
 * An entry's detail as its fields, one per line ("amount 40.00", "reason Goodwill"), each value as
 * stored: text as it is, anything else as JSON. Nothing is left out or reworded.
 */
function AuditDetail({ detail }: { detail: Record<string, unknown> }) {
  const fields = Object.entries(detail);
  if (fields.length === 0) return <>—</>;
  return (
    <dl className="audit-detail">
      {fields.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Filters kept in the URL (`?action=funding&operator=ops_anna&from=2026-12-01`), like the page. */
const FILTERS = ['action', 'operator', 'target', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
/** The filters typed into a search box. */
const TEXT_FILTERS = [
  { name: 'operator', label: 'audit.filter.operator' },
  { name: 'target', label: 'audit.filter.target' },
] as const satisfies readonly { name: Filter; label: MessageKey }[];

/**
 * Read-only by design (docs/integrity.md): the audit log is append-only, so this screen offers no edit
 * or delete, and the API has none to call. Filters narrow it by action or area, operator, target
 * and days (in the operator's time zone); the server applies them, so the total and the pages
 * are those of the filtered log.
 */
export function AuditLogPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const action = params.get('action') ?? '';
  // An action or area from the address that the log does not know filters nothing, so the box shows none.
  const knownAction = isAction(action) || isCategory(action);
  const operator = params.get('operator') ?? '';
  const target = params.get('target') ?? '';
  const from = params.get('from');
  const to = params.get('to');
  const daysInOrder = !isDay(from) || !isDay(to) || from <= to;
  const filtered = FILTERS.some((name) => params.get(name));

  const log = useAuditLog({
    page,
    size: PAGE_SIZE,
    action: knownAction ? action : undefined,
    operator: operator || undefined,
    target: target || undefined,
    from: isDay(from) && daysInOrder ? (localInputToIso(`${from}T00:00`) ?? undefined) : undefined,
    to: isDay(to) && daysInOrder ? (localInputToIso(`${nextDay(to)}T00:00`) ?? undefined) : undefined,
  });

  /** Sets one filter (empty removes it) and goes back to the first page. */
  const update = (name: Filter, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      if (value.trim()) next.set(name, value.trim());
      else next.delete(name);
      return next;
    });

  const actionLabel = (value: string) => (isAction(value) ? t(`audit.action.${value}`) : value);
  const options = AUDIT_CATEGORIES.map((area) => ({
    label: t(`audit.area.${area}`),
    options: [
      { value: area, label: t('audit.filter.allOf', { area: t(`audit.area.${area}`) }) },
      ...AUDIT_ACTIONS.filter((a) => a.startsWith(`${area}.`)).map((a) => ({ value: a, label: actionLabel(a) })),
    ],
  }));

  return (
    <section>
      <header className="page-header">
        <h1>{t('nav.auditLog')}</h1>
        <p className="muted">{t('audit.explain')}</p>
      </header>
      <form className="toolbar audit-filters" role="search" aria-label={t('audit.filters')} onSubmit={(event) => event.preventDefault()}>
        <Select
          value={knownAction ? action : undefined}
          onChange={(value?: string) => update('action', value ?? '')}
          options={options}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('audit.filter.allActions')}
          aria-label={t('audit.filter.action')}
          data-testid="audit-filter-action"
          className="audit-action-filter"
        />
        {/* Keyed by the URL's value, so that the back button and "clear" also reset the boxes. */}
        {TEXT_FILTERS.map(({ name, label }) => (
          <Input.Search
            key={`${name}:${params.get(name) ?? ''}`}
            defaultValue={params.get(name) ?? ''}
            placeholder={t(label)}
            aria-label={t(label)}
            onSearch={(value) => update(name, value)}
            allowClear
            data-testid={`audit-filter-${name}`}
          />
        ))}
        <label className="audit-day">
          <span>{t('audit.filter.from')}</span>
          <input type="date" value={isDay(from) ? from : ''} onChange={(event) => update('from', event.target.value)} data-testid="audit-filter-from" />
        </label>
        <label className="audit-day">
          <span>{t('audit.filter.to')}</span>
          <input type="date" value={isDay(to) ? to : ''} onChange={(event) => update('to', event.target.value)} data-testid="audit-filter-to" />
        </label>
        {filtered && (
          <Button onClick={() => setParams(new URLSearchParams())} data-testid="audit-filter-clear">
            {t('audit.filter.clear')}
          </Button>
        )}
      </form>
      <p className="muted">{t('audit.filter.days')}</p>
      {!daysInOrder && <Alert type="warning" showIcon title={t('audit.filter.dayOrder')} data-testid="audit-filter-day-order" />}
      <ErrorMessage error={log.error} />
      <Table<AuditEntry>
        data-testid="audit-table"
        rowKey="id"
        size="small"
        loading={log.isFetching}
        dataSource={log.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: filtered ? t('audit.noMatch') : t('audit.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: log.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        onRow={(entry) => ({ 'data-testid': 'audit-row', 'data-action': entry.action }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('audit.time'), render: (_, e) => <span className="nowrap">{formatDateTime(e.created_at)}</span> },
          { title: t('audit.operator'), render: (_, e) => e.operator ?? '—' },
          {
            title: t('audit.action'),
            render: (_, e) => (
              <span className="audit-action">
                <span>{actionLabel(e.action)}</span>
                <Typography.Text type="secondary" code>
                  {e.action}
                </Typography.Text>
              </span>
            ),
          },
          { title: t('audit.target'), render: (_, e) => e.target || '—' },
          { title: t('audit.detail'), render: (_, e) => <AuditDetail detail={e.detail} /> },
          { title: t('audit.ip'), dataIndex: 'ip' },
        ]}
      />
    </section>
  );
}
