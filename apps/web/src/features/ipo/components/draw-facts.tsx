import type { IpoIssue } from '@meridian/contract/ipo';
import { List } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { drawUrl, useDraw } from '../api/get-draw.ts';

/**
 * The draw's public verification data: the commitment from the opening of the window, and
 * after the draw the seed and the digest of the numbered applications, with the raw data to
 * recompute it (the repository's verification script reads that URL).
 */
export function DrawFacts({ issue, applicationId }: { issue: IpoIssue; applicationId?: number }) {
  const { t } = useTranslation();
  const draw = useDraw(issue.commitment ? issue.id : 0).data;
  if (!issue.commitment) return null;
  const mine = applicationId !== undefined ? draw?.applications.find((a) => a.id === applicationId) : undefined;
  return (
    <List header={t('ipo.verify')} mode="card" data-testid="ipo-draw-facts">
      <List.Item description={<span className="ipo-hash" data-testid="ipo-commitment">{issue.commitment}</span>}>{t('ipo.commitment')}</List.Item>
      <List.Item description={<span className="ipo-hash" data-testid="ipo-seed">{draw?.seed ?? t('ipo.seedHidden')}</span>}>{t('ipo.seed')}</List.Item>
      {draw?.list_digest ? (
        <List.Item description={<span className="ipo-hash">{draw.list_digest}</span>}>{t('ipo.listDigest')}</List.Item>
      ) : null}
      {draw ? (
        <List.Item extra={`${draw.total_units} · ${draw.winning_units_count ?? '–'}`}>{t('ipo.unitsAndWinners')}</List.Item>
      ) : null}
      {mine ? (
        <List.Item data-testid="ipo-my-units" extra={mine.allocated_units ?? '–'}>
          {t('ipo.myUnits', { first: mine.first_unit, last: mine.first_unit + mine.units - 1 })}
        </List.Item>
      ) : null}
      <List.Item>
        <p className="field-hint">{t('ipo.verifyHint')}</p>
        <a href={drawUrl(issue.id)} target="_blank" rel="noreferrer" data-testid="ipo-draw-json">
          {t('ipo.drawData')}
        </a>
      </List.Item>
    </List>
  );
}
