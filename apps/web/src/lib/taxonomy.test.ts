import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, t } from './i18n.ts';
import { taxonomyKey, taxonomyName } from './taxonomy.ts';

describe('sector and industry names', () => {
  beforeAll(() => initI18n('de'));

  it('are keyed by their English name, and read in the reader\'s language', async () => {
    expect(taxonomyKey('industry', 'Hotels & Leisure')).toBe('industry.hotels_and_leisure');
    await changeLanguage('de');
    expect(taxonomyName(t, 'sector', 'Consumer Staples')).toBe('Basiskonsumgüter');
  });

  it('stay as typed when the tables do not know them (an operator\'s new-issue sector)', () => {
    expect(taxonomyName(t, 'sector', 'Quantum Widgets')).toBe('Quantum Widgets');
  });
});
