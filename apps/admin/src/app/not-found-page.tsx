import { Link } from 'react-router';
import { useT } from '../i18n/i18n';

export function NotFoundPage() {
  const t = useT();
  return (
    <section>
      <header className="page-header">
        <h1>{t('notFound.title')}</h1>
      </header>
      <p>
        {t('notFound.explain')} <Link to="/">{t('notFound.back')}</Link>
      </p>
    </section>
  );
}
