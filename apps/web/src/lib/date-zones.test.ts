import { describe, expect, it, vi } from 'vitest';

/**
 * The same instants read in three browser zones. `Intl` takes the zone explicitly here, the way a
 * browser in Berlin, New York or Shanghai would apply its own: market times must not move, personal
 * times must. Each zone is its own page load (a fresh module), as in three browsers: date.ts keeps
 * its formatters for the life of the page.
 */
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Shanghai'] as const;

async function inZone<T>(zone: string, run: () => Promise<T>): Promise<T> {
  const before = process.env['TZ'];
  process.env['TZ'] = zone;
  vi.resetModules();
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env['TZ'];
    else process.env['TZ'] = before;
  }
}

describe('one clock across time zones', () => {
  it('an IPO deadline at 15:00 Shanghai reads 15:00 with its label, on the Shanghai day, in every zone', async () => {
    for (const zone of ZONES) {
      // 2024-03-04 07:00 UTC = 15:00 Monday in Shanghai, 08:00 in Berlin, 02:00 in New York.
      const text = await inZone(zone, async () => {
        const { initI18n } = await import('./i18n.ts');
        const { formatMarketTime } = await import('./date.ts');
        await initI18n('de');
        return formatMarketTime('2024-03-04T07:00:00Z', 'dateTime', 'de');
      });
      expect(text, zone).toBe('04.03.2024, 15:00 (Pekinger Zeit)');
    }
  });

  it('an order placed at 23:30 UTC is on the user’s own day and hour', async () => {
    const seen: string[] = [];
    for (const zone of ZONES) {
      seen.push(await inZone(zone, async () => (await import('./date.ts')).formatLocalTime('2024-03-03T23:30:00Z', 'dateTime', 'de')));
    }
    expect(seen).toEqual(['04.03.2024, 00:30', '03.03.2024, 18:30', '04.03.2024, 07:30']);
  });
});
