import { HomePage } from '../features/market/pages/home-page.tsx';
import { LatestNews } from '../features/news/components/latest-news.tsx';

/** /home is the market feature's page with the news feature's card in it; features meet here, in the app. */
export function HomeScreen() {
  return <HomePage news={<LatestNews />} />;
}
