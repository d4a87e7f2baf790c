import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { SearchIcon } from '../../../components/icons.tsx';

/** A tap target that opens the search screen. */
export function SearchEntry({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button type="button" className="search-entry" data-testid={testId} onClick={() => void navigate('/search/search')}>
      <SearchIcon />
      <span>{t('market.searchPlaceholder')}</span>
    </button>
  );
}
