import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { formatMarketDay, formatMarketMonth, formatMarketTime } from '../../../lib/date.ts';
import { useCalendar } from '../api/get-calendar.ts';
import { groupByDate, monthRange, shanghaiMonth, shiftMonth } from '../calendar.ts';
import { displayName } from '../../../lib/names.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { formatMoney } from '../../../lib/money.ts';

/** The new-share calendar: a month's subscription, draw, payment and listing dates, day by day. */
export function CalendarView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLang();
  const [month, setMonth] = useState(() => shanghaiMonth(new Date()));
  const { from, to } = monthRange(month);
  const calendar = useCalendar(from, to);
  const days = groupByDate(calendar.data?.events ?? []);
  return (
    <div data-testid="ipo-calendar" data-month={month}>
      <div className="ipo-month">
        <Button size="small" onClick={() => setMonth((m) => shiftMonth(m, -1))} data-testid="ipo-calendar-prev">
          {t('ipo.prevMonth')}
        </Button>
        <strong data-testid="ipo-calendar-month">{formatMarketMonth(month, lang)}</strong>
        <Button size="small" onClick={() => setMonth((m) => shiftMonth(m, 1))} data-testid="ipo-calendar-next">
          {t('ipo.nextMonth')}
        </Button>
      </div>
      {!calendar.data ? <PageLoading inline /> : null}
      {calendar.data && days.length === 0 ? <EmptyState title={t('ipo.noEvents')} /> : null}
      {days.map((day) => (
        <List key={day.date} header={formatMarketDay(day.date)} mode="card" data-testid="ipo-calendar-day" data-date={day.date}>
          {day.events.map((e) => (
            <List.Item
              key={`${e.kind}-${e.issue.id}`}
              data-testid="ipo-calendar-event"
              data-kind={e.kind}
              data-issue-id={e.issue.id}
              description={`${e.issue.code} · ${t('ipo.issuePrice')} ${formatMoney(e.issue.issue_price)}`}
              extra={formatMarketTime(e.at, 'time')}
              onClick={() => void navigate(`/shares/new-detail?id=${e.issue.id}`)}
            >
              {t(`ipo.event.${e.kind}`)} · {displayName(e.issue, lang)}
            </List.Item>
          ))}
        </List>
      ))}
    </div>
  );
}
