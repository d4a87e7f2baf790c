import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { Section } from '../../../components/section.tsx';
import { HeaderLink } from '../../../components/header-link.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { useLiveQuotes } from '../../../lib/live.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useFavourites } from '../api/get-favourites.ts';
import { useQuoteMap } from '../api/get-quote.ts';
import { percent, toneClass } from '../format.ts';
import { displayName } from '../../../lib/names.ts';
import { withTick } from '../live-quote.ts';
import { FlashValue } from './flash-value.tsx';
import '../quotes.css';

const STRIP_SIZE = 10;

/** Home's row of favourites (the first ten), live, with a way to all of them on /market. */
export function FavouritesStrip({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const favourites = useFavourites();
  const codes = (favourites.data?.list ?? []).slice(0, STRIP_SIZE).map((item) => item.code);
  const quotes = useQuoteMap(codes);
  const live = useLiveQuotes(codes, active);
  return (
    <Section
      testId="home-favourites"
      title={t('favourites.title')}
      extra={<HeaderLink to="/market?tab=favourites" label={t('common.all')} testId="home-favourites-all" />}
    >
      {!favourites.data ? (
        // Holds the strip's place, so the sections below stay put when the favourites arrive.
        <Skeleton height={34} testId="home-favourites-loading" />
      ) : codes.length === 0 ? (
        <p className="strip-empty">{t('favourites.emptyHint')}</p>
      ) : (
        <div className="fav-strip">
          {codes.map((code) => {
            const base = quotes.map.get(code);
            if (!base) return <span key={code} className="fav-chip fav-chip--loading">{code}</span>;
            const quote = withTick(base, live.get(code));
            return (
              <button key={code} type="button" className="fav-chip" data-testid="home-favourite" data-code={code} onClick={() => void navigate(`/homedetail?code=${code}`)}>
                <span className="fav-chip-name">{displayName(quote, lang)}</span>
                <FlashValue value={quote.price} className={`fav-chip-price ${toneClass(quote.change_pct)}`} />
                <span className={`fav-chip-pct ${toneClass(quote.change_pct)}`}>{percent(quote.change_pct)}</span>
              </button>
            );
          })}
        </div>
      )}
    </Section>
  );
}
