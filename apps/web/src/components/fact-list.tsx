import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n.ts';

/**
 * Labelled facts of a record, flat inside the card or section that holds them; a fact without a
 * value shows a dash, never an invented number.
 */
export function FactList({ facts }: { facts: readonly { label: string; value?: ReactNode }[] }) {
  const { t } = useTranslation();
  return (
    <List className="fact-list">
      {facts.map((fact) => (
        <List.Item key={fact.label} extra={fact.value ?? '–'}>
          {t(fact.label)}
        </List.Item>
      ))}
    </List>
  );
}
