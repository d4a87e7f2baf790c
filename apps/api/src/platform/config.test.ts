import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('settings', () => {
  it('have working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DEMO: true, MIN_WITHDRAW: '100.00', SESSION_TTL_HOURS: 72, KF_URL: '' });
    expect(c.DATA_DIR.endsWith('/data')).toBe(true);
  });

  it('are read from the environment and typed', () => {
    const c = loadConfig({ PORT: '8080', DEMO: 'false', DATABASE_URL: 'postgres://u@127.0.0.1:5432/x' });
    expect(c).toMatchObject({ PORT: 8080, DEMO: false, DATABASE_URL: 'postgres://u@127.0.0.1:5432/x' });
  });

  it('refuse a bad value and name the setting', () => {
    const bad: [string, string][] = [
      ['PORT', 'eighty'],
      ['DEMO', 'maybe'],
      ['DATABASE_URL', 'mysql://x'],
      ['MIN_WITHDRAW', '1.234'],
      ['KF_URL', 'javascript:alert(1)'],
      ['OPERATOR_PASSWORD', 'short'],
    ];
    for (const [key, value] of bad) {
      expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ [key]: value })).toThrow(key);
    }
  });
});
