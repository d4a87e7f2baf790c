import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Section } from '../../../components/section.tsx';
import { HeaderLink } from '../../../components/header-link.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { latestNewsQuery, useLatestNews } from '../api/get-news.ts';
import { NewsItem } from './news-item.tsx';

const LATEST = 3;

/** The card's read, started while the screen's code loads (app/routes.tsx). */
export function prefetchLatestNews(): Promise<void> {
  return queryClient.prefetchQuery(latestNewsQuery(LATEST));
}

/** Home's news card: the three newest articles and a way to all of them. */
export function LatestNews() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const news = useLatestNews(LATEST);
  return (
    <Section
      testId="home-news"
      title={t('market.news')}
      extra={<HeaderLink to="/stockInfo" label={t('common.all')} testId="home-news-all" />}
    >
      {news.data && news.data.list.length === 0 ? <EmptyState /> : null}
      {news.data?.list.map((item) => (
        <NewsItem key={item.id} item={item} onOpen={(id) => void navigate(`/stockInfo/${id}`)} />
      ))}
    </Section>
  );
}
