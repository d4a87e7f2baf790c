import type { AdminInstrument } from '@meridian/contract/market';
import { formatDateTime, formatPct } from '../../lib/format';

type Props = {
  instruments: AdminInstrument[];
  loading: boolean;
  busy: boolean;
  emptyText: string;
  resumingCode: string | null;
  onHalt: (instrument: AdminInstrument) => void;
  onResume: (instrument: AdminInstrument) => void;
};

const BOARD_LABEL: Record<AdminInstrument['board'], string> = {
  main: 'Main',
  chinext: 'ChiNext',
  star: 'STAR',
  index: 'Index',
};

function HaltState({ instrument }: { instrument: AdminInstrument }) {
  if (!instrument.halted) return <span className="badge badge-ok">trading</span>;
  return (
    <div className="halt-state">
      <span className="badge badge-warn" data-testid="instrument-halted">
        halted
      </span>
      <div data-testid="instrument-halt-reason">{instrument.halt_reason ?? '—'}</div>
      <div className="muted small">since {formatDateTime(instrument.halted_at)}</div>
    </div>
  );
}

type RowProps = { instrument: AdminInstrument; resuming: boolean; onHalt: () => void; onResume: () => void };

function InstrumentRow({ instrument, resuming, onHalt, onResume }: RowProps) {
  // The server refuses to halt an index (it is computed from its members, nobody trades it).
  const tradable = instrument.kind === 'stock';
  return (
    <tr data-testid="instrument-row" data-code={instrument.code} data-halted={instrument.halted}>
      <td>
        <code>{instrument.code}</code>
      </td>
      <td>
        <div>{instrument.name}</div>
        {instrument.name_en !== instrument.name && <div className="muted small">{instrument.name_en}</div>}
      </td>
      <td>{instrument.exchange}</td>
      <td>{BOARD_LABEL[instrument.board]}</td>
      <td>{instrument.industry || '—'}</td>
      <td className="num" data-testid="instrument-price">
        {instrument.price}
      </td>
      <td className="num">{formatPct(instrument.change_pct)}</td>
      <td>
        <HaltState instrument={instrument} />
      </td>
      <td className="actions">
        {tradable && !instrument.halted && (
          <button type="button" className="danger" onClick={onHalt} data-testid="instrument-halt">
            Halt
          </button>
        )}
        {tradable && instrument.halted && (
          <button type="button" onClick={onResume} disabled={resuming} data-testid="instrument-resume">
            {resuming ? 'Resuming…' : 'Resume'}
          </button>
        )}
      </td>
    </tr>
  );
}

export function InstrumentTable({ instruments, loading, busy, emptyText, resumingCode, onHalt, onResume }: Props) {
  return (
    <table className="table" data-testid="instruments-table" aria-busy={busy}>
      <thead>
        <tr>
          <th>Code</th>
          <th>Name</th>
          <th>Exchange</th>
          <th>Board</th>
          <th>Industry</th>
          <th className="num">Price</th>
          <th className="num">Change</th>
          <th>Trading</th>
          <th aria-label="Actions" />
        </tr>
      </thead>
      <tbody>
        {instruments.map((instrument) => (
          <InstrumentRow
            key={instrument.code}
            instrument={instrument}
            resuming={resumingCode === instrument.code}
            onHalt={() => onHalt(instrument)}
            onResume={() => onResume(instrument)}
          />
        ))}
        {!loading && instruments.length === 0 && (
          <tr>
            <td colSpan={9} className="empty">
              {emptyText}
            </td>
          </tr>
        )}
        {loading && (
          <tr>
            <td colSpan={9} className="empty">
              Loading…
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
