import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section>
      <header className="page-header">
        <h1>Not found</h1>
      </header>
      <p>
        There is no such screen. <Link to="/">Back to the dashboard</Link>.
      </p>
    </section>
  );
}
