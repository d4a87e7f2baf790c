import { Card, Descriptions, Table, Typography } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useT, type MessageKey } from '../../i18n/i18n';
import { useUserLedger, type UserLedger } from './api/get-user-ledger';

const PAGE_SIZE = 25;

type Posting = UserLedger['postings']['list'][number];

const BALANCES = [
  ['cash_available', 'ledger.balance.available'],
  ['cash_frozen', 'ledger.balance.frozen'],
  ['money_market', 'ledger.balance.moneyMarket'],
  ['loan_principal', 'ledger.balance.loan'],
] as const;

const ACCOUNTS: readonly string[] = BALANCES.map(([key]) => key);

type Translate = ReturnType<typeof useT>;

/**
 * A posting's memo in the operator's language when the entry carries its key (`memo_i18n`), else
 * the entry's own text: an adjustment's reason stays in the words the operator wrote.
 */
function memoText(line: Posting, t: Translate): string {
  if (!line.memo_i18n) return line.memo || '—';
  return t(`ledger.memo.${line.memo_i18n.key}`, line.memo_i18n.values);
}

/** The user's account in words; a kind this screen does not know is shown as its code. */
const accountText = (account: string, t: Translate) => (ACCOUNTS.includes(account) ? t(`ledger.account.${account}` as MessageKey) : account);

type Props = { userId: number; page: number; onPage: (page: number) => void };

/** What the user's accounts hold and every posting that made it so. Read-only: there is no edit. */
export function UserLedgerView({ userId, page, onPage }: Props) {
  const t = useT();
  const ledger = useUserLedger({ userId, page, size: PAGE_SIZE });
  const data = ledger.data;
  return (
    <Card
      className="card"
      loading={ledger.isPending}
      data-testid="user-ledger"
      data-user-id={userId}
      title={
        data && (
          <>
            {data.user.username} <Typography.Text type="secondary">#{data.user.id}{data.user.verified_name ? ` · ${data.user.verified_name}` : ''}</Typography.Text>
          </>
        )
      }
    >
      <ErrorMessage error={ledger.error} />
      {data && (
        <>
          <Descriptions size="small" bordered column={{ xs: 1, md: 2, xxl: 4 }} data-testid="ledger-balances" className="form-notice">
            {BALANCES.map(([key, label]) => (
              <Descriptions.Item key={key} label={t(label)}>
                <span className="nowrap" data-testid={`ledger-balance-${key}`}>
                  {formatMoney(data.balances[key])} <span className="muted small">{data.currency}</span>
                </span>
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Table<Posting>
            data-testid="ledger-postings"
            rowKey="id"
            size="small"
            loading={ledger.isFetching}
            dataSource={data.postings.list}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('ledger.noPostings') }}
            pagination={{ current: data.postings.page, pageSize: data.postings.size, total: data.postings.total, onChange: onPage, showSizeChanger: false }}
            onRow={(line) => ({ 'data-testid': 'ledger-posting', 'data-kind': line.kind, 'data-entry-id': line.entry_id }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              { title: t('audit.time'), render: (_, l) => <span className="nowrap">{formatDateTime(l.created_at)}</span> },
              { title: t('ledger.entry'), dataIndex: 'entry_id', align: 'right', responsive: ['lg'] },
              { title: t('ledger.kind'), render: (_, l) => <code>{l.kind}</code> },
              { title: t('ledger.account'), render: (_, l) => accountText(l.account, t), responsive: ['md'] },
              { title: t('ledger.amount'), align: 'right', render: (_, l) => <span className={l.amount.startsWith('-') ? 'negative nowrap' : 'nowrap'}>{formatMoney(l.amount)}</span> },
              { title: t('ledger.balanceAfter'), align: 'right', render: (_, l) => <span className="nowrap">{formatMoney(l.balance_after)}</span> },
              { title: t('ledger.memo'), render: (_, l) => <span title={l.memo}>{memoText(l, t)}</span>, ellipsis: true, width: 280 },
              { title: t('ledger.reference'), render: (_, l) => (l.reference ? <code className="small">{l.reference}</code> : '—'), responsive: ['xl'] },
            ]}
          />
        </>
      )}
    </Card>
  );
}
