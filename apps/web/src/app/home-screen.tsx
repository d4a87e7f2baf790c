import { HomePage, prefetchHomePage } from '../features/market/pages/home-page.tsx';
import { LatestNews, prefetchLatestNews } from '../features/news/components/latest-news.tsx';

/** /home is the market feature's page with the news feature's card in it; features meet here, in the app. */
export function HomeScreen() {
  return <HomePage news={<LatestNews />} />;
}

/** The screen's first reads, started while its code loads (app/routes.tsx). */
export function prefetchHomeScreen(): Promise<unknown> {
  return Promise.all([prefetchHomePage(), prefetchLatestNews()]);
}
