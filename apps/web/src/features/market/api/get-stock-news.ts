import type { NewsItem } from '@meridian/contract/news';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { marketKeys } from './keys.ts';

/** `GET /api/news?code=`: articles about this stock, in the reader's language, newest first. */
export function useStockNews(code: string) {
  const lang = useLang();
  return useQuery({
    queryKey: [...marketKeys.all, 'news', code, lang],
    queryFn: () => get<{ list: NewsItem[] }>('/api/news', { code, size: 20 }),
  });
}
