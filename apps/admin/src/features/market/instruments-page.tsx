import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Input } from 'antd';
import { MAX_SEARCH_LENGTH, type AdminInstrument } from '@meridian/contract/market';
import { ErrorMessage } from '../../components/error-message';
import { usePageParam } from '../../lib/use-page-param';
import { useT } from '../../i18n/i18n';
import { useInstruments } from './api/get-instruments';
import { useResumeInstrument } from './api/resume-instrument';
import { HaltDialog } from './halt-dialog';
import { InstrumentTable } from './instrument-table';

const PAGE_SIZE = 25;

export function InstrumentsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [page, setPage] = usePageParam();
  const instruments = useInstruments({ page, size: PAGE_SIZE, search });
  const resume = useResumeInstrument();
  const [halting, setHalting] = useState<AdminInstrument | null>(null);

  // A new search starts again from its first page, so the page parameter is dropped.
  const runSearch = (next: string) => setParams(next.trim() === '' ? {} : { search: next.trim() });

  return (
    <section>
      <header className="page-header">
        <h1>{t('nav.instruments')}</h1>
        <p className="muted">{t('instruments.explain')}</p>
      </header>
      <Alert
        type="warning"
        showIcon
        className="form-notice"
        data-testid="instruments-notice"
        title={
          <>
            {t('instruments.notice')} <Link to="/audit-log">{t('nav.auditLog')}</Link>
          </>
        }
      />
      <form className="toolbar" role="search" onSubmit={(event) => event.preventDefault()}>
        <Input.Search
          key={search}
          defaultValue={search}
          placeholder={t('instruments.searchPlaceholder')}
          aria-label={t('users.search')}
          maxLength={MAX_SEARCH_LENGTH}
          enterButton={<span data-testid="instruments-search-submit">{t('users.search')}</span>}
          onSearch={runSearch}
          data-testid="instruments-search-input"
          style={{ maxWidth: 420 }}
        />
      </form>
      <ErrorMessage error={instruments.error ?? resume.error} testId="instruments-error" />
      <InstrumentTable
        instruments={instruments.data?.list ?? []}
        loading={instruments.isFetching}
        emptyText={search ? t('instruments.noMatch', { search }) : t('instruments.none')}
        page={page}
        pageSize={PAGE_SIZE}
        total={instruments.data?.total ?? 0}
        onPage={setPage}
        resumingCode={resume.isPending ? (resume.variables ?? null) : null}
        onHalt={(instrument) => {
          resume.reset();
          setHalting(instrument);
        }}
        onResume={(instrument) => resume.mutate(instrument.code)}
      />
      {halting && <HaltDialog instrument={halting} onClose={() => setHalting(null)} />}
    </section>
  );
}
