import { beforeAll, describe, expect, it } from 'vitest';
import { formatLocalTime, formatMarketDay, formatMarketMonth, formatMarketRange, formatMarketTime, weekdayName } from './date.ts';
import { i18n, initI18n } from './i18n.ts';

// 2024-01-05 07:30 UTC = 15:30 in Shanghai, 08:30 in Berlin; 2024-01-05 20:00 UTC is already the 6th in Shanghai.
const afternoon = '2024-01-05T07:30:00.000Z';
const lateUtc = '2024-01-05T20:00:00.000Z';

beforeAll(async () => {
  await initI18n('en');
  for (const lang of ['de', 'zh_cn'] as const) await initI18n(lang);
});

describe('market time: exchange clock, labelled, whatever the browser zone', () => {
  it('shows a Shanghai deadline to a user of any zone with its label and the Shanghai day', () => {
    expect(formatMarketTime(lateUtc, 'dateTime', 'de')).toBe('06.01.2024, 04:00 (Pekinger Zeit)');
    expect(formatMarketTime(lateUtc, 'dateTime', 'en')).toBe('01/06/2024, 04:00 CST');
    expect(formatMarketTime(lateUtc, 'dateTime', 'zh_cn')).toBe('北京时间 2024/01/06 04:00');
    expect(formatMarketTime(afternoon, 'time', 'en')).toBe('15:30 CST');
  });

  it('labels a window once', () => {
    expect(formatMarketRange('2024-01-05T01:30:00Z', '2024-01-05T07:00:00Z', 'dayTime', 'de')).toBe('05.01., 09:30 – 05.01., 15:00 (Pekinger Zeit)');
  });

  it('prints an exchange calendar day as that day, with its weekday', () => {
    expect(formatMarketDay('2024-01-06', 'de')).toBe('06.01.2024 Samstag');
    expect(formatMarketDay('2024-01-06', 'zh_cn')).toBe('2024/01/06 星期六');
  });

  it('gives an empty string for a missing or unreadable time', () => {
    expect(formatMarketTime(null)).toBe('');
    expect(formatMarketTime('not a date')).toBe('');
  });
});

describe('personal time: the user’s own zone, with the date', () => {
  it('follows the process zone (vitest sets TZ per run; see the zone-specific files)', () => {
    const local = new Date(2024, 0, 5, 9, 3, 7);
    expect(formatLocalTime(local, 'full', 'de')).toBe('05.01.2024, 09:03:07');
    expect(formatLocalTime(local, 'dateTime', 'en')).toBe('01/05/2024, 09:03');
    expect(formatLocalTime(local, 'date', 'zh_cn')).toBe('2024/01/05');
  });

  it('reads second timestamps and ISO strings, and gives "" for nothing', () => {
    const local = new Date(2024, 0, 5, 9, 3, 7);
    expect(formatLocalTime(Math.floor(local.getTime() / 1000), 'full', 'de')).toBe('05.01.2024, 09:03:07');
    expect(formatLocalTime(local.toISOString(), 'full', 'de')).toBe('05.01.2024, 09:03:07');
    expect(formatLocalTime(undefined)).toBe('');
  });

  it('uses the interface language when none is given', async () => {
    await i18n.changeLanguage('de');
    expect(formatMarketTime(afternoon, 'time')).toBe('15:30 (Pekinger Zeit)');
  });
});

describe('weekdayName', () => {
  const monday = new Date(2024, 0, 1, 12);
  const sunday = new Date(2024, 0, 7, 12);

  it('uses Chinese characters for both Chinese languages', () => {
    expect(weekdayName(monday, 'zh_cn')).toBe('星期一');
    expect(weekdayName(sunday, 'zh_tw')).toBe('星期日');
  });

  it('uses the language’s own weekday names otherwise', () => {
    expect(weekdayName(monday, 'en')).toBe('Monday');
    expect(weekdayName(monday, 'de')).toBe('Montag');
    expect(weekdayName(sunday, 'el')).toBe('Κυριακή');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(weekdayName('nope', 'en')).toBe('');
  });
});

describe('formatMarketMonth', () => {
  it('names an exchange month in the language, not as "yyyy-mm"', () => {
    expect(formatMarketMonth('2026-12', 'en')).toBe('December 2026');
    expect(formatMarketMonth('2026-12', 'de')).toBe('Dezember 2026');
    expect(formatMarketMonth('2027-01', 'zh_cn')).toBe('2027年1月');
  });

  it('gives back what is not a month as it came', () => {
    expect(formatMarketMonth('2026-12-05', 'en')).toBe('2026-12-05');
  });
});
