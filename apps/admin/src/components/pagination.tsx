type Props = {
  page: number;
  size: number;
  total: number;
  onChange: (page: number) => void;
};

export function Pagination({ page, size, total, onChange }: Props) {
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav className="pagination" aria-label="Pagination">
      <button type="button" onClick={() => onChange(page - 1)} disabled={page <= 1} data-testid="pagination-prev">
        ‹ Previous
      </button>
      <span data-testid="pagination-status">
        Page {page} of {pages} · {total} {total === 1 ? 'row' : 'rows'}
      </span>
      <button type="button" onClick={() => onChange(page + 1)} disabled={page >= pages} data-testid="pagination-next">
        Next ›
      </button>
    </nav>
  );
}
