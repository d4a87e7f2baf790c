import type { SearchItem } from '@meridian/contract/market';
// The server refuses longer input, so the box stops there.
import { MAX_SEARCH_LENGTH } from '@meridian/contract/market-rules';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { CloseIcon, SearchIcon } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Section } from '../../../components/section.tsx';
import { SimulatedBadge } from '../../../components/simulated-badge.tsx';
import { useLiveQuotes } from '../../../lib/live.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useSearch } from '../api/search-instruments.ts';
import { QuoteRow } from '../components/quote-row.tsx';
import { displayName } from '../../../lib/names.ts';
import { withTick } from '../live-quote.ts';
import { clearRecent, loadRecent, rememberRecent, type RecentSearch } from '../recent-searches.ts';
import '../market.css';

const DEBOUNCE_MS = 250;

/**
 * /search/search, open without login: by name, code, full pinyin or initials (贵州茅台, 600519,
 * maotai, gzmt). Results come as the user types and move with the ticks; opened stocks are
 * remembered on this device.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [recent, setRecent] = useState<RecentSearch[]>(loadRecent);
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const results = useSearch(q);
  const items = q ? (results.data ?? []) : [];
  const live = useLiveQuotes(items.map((item) => item.code));

  const open = (item: RecentSearch) => {
    setRecent(rememberRecent(item));
    void navigate(`/homedetail?code=${encodeURIComponent(item.code)}`);
  };
  const openResult = (item: SearchItem) => open({ code: item.code, name: item.name, name_en: item.name_en });

  return (
    <div className="page">
      <PageHeader right={<SimulatedBadge />} />
      <div className="search-box">
        <SearchIcon />
        <input
          className="search-input"
          data-testid="search-input"
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoFocus
          autoComplete="off"
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t('market.searchPlaceholder')}
          aria-label={t('market.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value.slice(0, MAX_SEARCH_LENGTH))}
        />
        {text ? (
          <button type="button" className="field-icon-button" data-testid="search-clear" aria-label={t('common.clear')} onClick={() => setText('')}>
            <CloseIcon />
          </button>
        ) : null}
      </div>

      {!q ? (
        <Section
          testId="search-recent"
          title={t('market.recentSearches')}
          extra={
            recent.length ? (
              <button
                type="button"
                className="link"
                data-testid="search-recent-clear"
                onClick={() => {
                  clearRecent();
                  setRecent([]);
                }}
              >
                {t('common.clear')}
              </button>
            ) : null
          }
        >
          {recent.length ? (
            <div className="recent-chips">
              {recent.map((item) => (
                <button key={item.code} type="button" className="recent-chip" data-testid="search-recent-item" data-code={item.code} onClick={() => open(item)}>
                  {displayName(item, lang)} <span className="quote-code">{item.code}</span>
                </button>
              ))}
            </div>
          ) : (
            <p className="strip-empty">{t('market.searchHint')}</p>
          )}
        </Section>
      ) : results.isPending ? (
        <PageLoading inline />
      ) : items.length === 0 ? (
        <EmptyState title={t('market.noMatch')} />
      ) : (
        <List className="search-results" data-testid="search-results">
          {items.map((item) => {
            const quote = withTick(item, live.get(item.code));
            return (
              <List.Item key={item.code}>
                <QuoteRow
                  quote={{ ...quote, name: displayName(item, lang) }}
                  onOpen={() => openResult(item)}
                  testId="search-result"
                />
              </List.Item>
            );
          })}
        </List>
      )}
    </div>
  );
}
