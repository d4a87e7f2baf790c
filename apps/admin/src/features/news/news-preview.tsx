import { useT } from '../../i18n/i18n';

/**
 * The article body as the server stored it after sanitising. It is shown in a sandboxed frame
 * with scripts off, so that even a sanitiser mistake could not run code in the back office.
 */
const FRAME_STYLE = `
  body { font: 15px/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1d2330; margin: 12px; }
  img { max-width: 100%; height: auto; }
  blockquote { border-left: 3px solid #d9dde5; margin: 0; padding-left: 12px; color: #475467; }
  h2, h3, h4 { line-height: 1.3; }
`;

function documentOf(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>${FRAME_STYLE}</style></head><body>${html}</body></html>`;
}

type Props = { html: string | null; stale: boolean };

export function NewsPreview({ html, stale }: Props) {
  const t = useT();
  return (
    <div className="news-preview" data-testid="news-preview">
      <div className="news-preview-head">
        <strong>{t('news.preview')}</strong>
        <span className="muted small">
          {html === null ? t('news.previewNone') : stale ? t('news.previewStale') : t('news.previewSaved')}
        </span>
      </div>
      {html !== null && (
        <iframe
          title={t('news.previewFrame')}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={documentOf(html)}
          data-testid="news-preview-frame"
        />
      )}
    </div>
  );
}
