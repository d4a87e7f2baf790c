import type { ReactNode } from 'react';

/** A white card with an optional heading, the building block of most screens. */
export function Section({ title, extra, children, testId }: { title?: ReactNode; extra?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="section" data-testid={testId}>
      {title || extra ? (
        <header className="section-head">
          <h2 className="section-title">{title}</h2>
          {extra}
        </header>
      ) : null}
      {children}
    </section>
  );
}
