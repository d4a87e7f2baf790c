import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MAX_SEARCH_LENGTH, type AdminInstrument } from '@meridian/contract/market';
import { ErrorMessage } from '../../components/error-message';
import { Pagination } from '../../components/pagination';
import { usePageParam } from '../../lib/use-page-param';
import { useInstruments } from './api/get-instruments';
import { useResumeInstrument } from './api/resume-instrument';
import { HaltDialog } from './halt-dialog';
import { InstrumentTable } from './instrument-table';

const PAGE_SIZE = 25;

/** Keyed by the URL's search, so that the back button also resets what the box shows. */
function InstrumentSearch({ initial, onSearch }: { initial: string; onSearch: (search: string) => void }) {
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className="toolbar" role="search" onSubmit={submit}>
      <input
        type="search"
        placeholder="Code, name or pinyin"
        aria-label="Search instruments"
        maxLength={MAX_SEARCH_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        data-testid="instruments-search-input"
      />
      <button type="submit" data-testid="instruments-search-submit">
        Search
      </button>
    </form>
  );
}

export function InstrumentsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [page, setPage] = usePageParam();
  const instruments = useInstruments({ page, size: PAGE_SIZE, search });
  const resume = useResumeInstrument();
  const [halting, setHalting] = useState<AdminInstrument | null>(null);

  // A new search starts again from its first page, so the page parameter is dropped.
  const runSearch = (next: string) => setParams(next === '' ? {} : { search: next });

  return (
    <section>
      <header className="page-header">
        <h1>Instruments</h1>
        <p className="muted">Listed stocks and indices with their trading state. Prices come from the server.</p>
      </header>
      <aside className="card notice" data-testid="instruments-notice">
        <p>
          A halt stops trading in an instrument for <strong>every user at once</strong>; a resume restarts it for
          everyone. Both are recorded in the <Link to="/audit-log">audit log</Link> with your name and the reason. The
          back office has no per-user trading controls: nobody can be let through or held back individually.
        </p>
      </aside>
      <InstrumentSearch key={search} initial={search} onSearch={runSearch} />
      <ErrorMessage error={instruments.error ?? resume.error} testId="instruments-error" />
      <InstrumentTable
        instruments={instruments.data?.list ?? []}
        loading={instruments.isPending}
        busy={instruments.isFetching}
        emptyText={search ? `No instrument matches “${search}”.` : 'No instruments.'}
        resumingCode={resume.isPending ? (resume.variables ?? null) : null}
        onHalt={(instrument) => {
          resume.reset();
          setHalting(instrument);
        }}
        onResume={(instrument) => resume.mutate(instrument.code)}
      />
      {instruments.data && (
        <Pagination
          page={instruments.data.page}
          size={instruments.data.size}
          total={instruments.data.total}
          onChange={setPage}
        />
      )}
      {halting && <HaltDialog instrument={halting} onClose={() => setHalting(null)} />}
    </section>
  );
}
