import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatDate, weekdayName } from './date.ts';

// Built from local parts, so the expectations hold in any time zone.
const moment = new Date(2024, 0, 5, 9, 3, 7); // Friday 5 January 2024, 09:03:07

describe('formatDate', () => {
  it('defaults to YYYY-MM-DD HH:mm:ss with zero padding', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatDate(moment)).toBe('2024-01-05 09:03:07');
  });

  it('takes other formats', () => {
    expect(formatDate(moment, 'YYYY-MM-DD')).toBe('2024-01-05');
    expect(formatDate(moment, 'DD.MM.YYYY HH:mm')).toBe('05.01.2024 09:03');
  });

  it('reads millisecond and second timestamps and ISO strings', () => {
    expect(formatDate(moment.getTime())).toBe('2024-01-05 09:03:07');
    expect(formatDate(Math.floor(moment.getTime() / 1000))).toBe('2024-01-05 09:03:07');
    expect(formatDate(moment.toISOString())).toBe('2024-01-05 09:03:07');
  });

  it('gives an empty string for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('weekdayName', () => {
  const monday = new Date(2024, 0, 1, 12);
  const sunday = new Date(2024, 0, 7, 12);

  it('uses Chinese characters for both Chinese languages', () => {
    expect(weekdayName(monday, 'zh_cn')).toBe('星期一');
    expect(weekdayName(sunday, 'zh_cn')).toBe('星期日');
    expect(weekdayName(moment, 'zh_tw')).toBe('星期五');
  });

  it('uses the language’s own weekday names otherwise', () => {
    expect(weekdayName(monday, 'en')).toBe('Monday');
    expect(weekdayName(monday, 'de')).toBe('Montag');
    expect(weekdayName(monday, 'fr')).toBe('lundi');
    expect(weekdayName(monday, 'ru')).toBe('понедельник');
    expect(weekdayName(sunday, 'sv')).toBe('söndag');
    expect(weekdayName(sunday, 'el')).toBe('Κυριακή');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(weekdayName('nope', 'en')).toBe('');
  });
});
