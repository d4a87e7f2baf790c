import { hashString, mix, mulberry32, normal } from './prng.ts';
import { bandLimits, clampToBand, MARKET } from './rules.ts';
import { indexMembers } from './indices.ts';
import type { DailyBar, Instrument, QuoteSource, SourceStock, TickContext, Trade } from './quote-source.ts';

/**
 * The shipped price source: a seeded random walk per stock (docs/design.md, Market and orders).
 *
 * - Deterministic: every tick's draws come from hash(seed, code, day) mixed with the tick's
 *   slot number, and the market-wide draw from hash(seed, day) and the slot. The same seed,
 *   instrument, day, slot and starting state give the same trade.
 * - Per-stock volatility from its board (ChiNext and STAR move more) and industry (banks and
 *   utilities less, chips and media more), with a small per-stock spread; a market factor
 *   shared by all stocks gives them the co-movement that makes the indices move.
 * - Volume from the company's size (large caps turn over a smaller share of their stock) and
 *   a U-shaped intraday profile; both volume and volatility are higher at open and close.
 * - The walk is pulled gently toward the previous close and held inside the daily band; the
 *   published price is rounded to the cent and clamped to the band, so it never leaves it.
 * The volatility per tick is scaled to a 4-hour trading day, also when the demo keeps the
 * market open around the clock (prices then move as lively at any hour); volume is spread over
 * the real trading time, so a day's volume stays realistic either way.
 */
export type SimulatorOptions = {
  seed: string;
  tickMs: number;
  instruments: readonly Instrument[];
  /** Multiplies every volatility; tests use a large value to drive prices into their bands. */
  volatilityScale?: number;
  /**
   * Trading time in a day, over which a day's volume is spread: 4 hours normally, 24 when the
   * market is kept open around the clock (so daily volumes and turnovers stay realistic).
   */
  volumeDayMs?: number;
};

/** `memberPrice`: for an index, its members' volume-weighted mean price, to turn index volume into money. */
type Profile = { sigmaDay: number; rho: number; dailyVolume: number; memberPrice?: number };

const BOARD_VOLATILITY = { main: 0.018, chinext: 0.028, star: 0.032, index: 0.011 } as const;
const INDUSTRY_VOLATILITY: [RegExp, number][] = [
  [/bank/i, 0.55],
  [/insurance/i, 0.8],
  [/utilit|power|transport infra|railway|telecom serv/i, 0.7],
  [/beverage|food|agricult|retail|hotel/i, 0.9],
  [/semiconductor|software|media|gaming|defen/i, 1.3],
  [/batter|solar|electronic|consumer elec|securities/i, 1.2],
  [/coal|steel|non-ferrous|oil|real estate/i, 1.1],
];
/** Pull toward the previous close per trading day (fraction of the gap closed). */
const REVERSION_PER_DAY = 0.3;

/** Mean 1 over the day; 2 at open and close, 0.5 at midday. */
export const volumeShape = (f: number) => (1 + 3 * (2 * f - 1) ** 2) / 2;
/** Mean 1 over the day; 1.67 at open and close, 0.67 at midday. */
export const volatilityShape = (f: number) => (1 + 1.5 * (2 * f - 1) ** 2) / 1.5;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

export function createSimulatedQuoteSource(options: SimulatorOptions): QuoteSource & { profile(code: string): Profile | undefined } {
  const { seed, tickMs } = options;
  const seedHash = hashString(seed);
  const profiles = buildProfiles(seed, options.instruments, options.volatilityScale ?? 1);
  const tickShare = tickMs / MARKET.sessionMs;
  const volumeShare = tickMs / (options.volumeDayMs ?? MARKET.sessionMs);
  /** The walk's unrounded log price per stock, for the day it belongs to (rounding to the cent would otherwise freeze slow stocks). */
  const latent = new Map<string, { day: string; logp: number }>();
  const dayHashes = new Map<string, number>();
  let hashesDay = '';

  function dayHash(code: string, day: string): number {
    if (hashesDay !== day) {
      dayHashes.clear();
      hashesDay = day;
    }
    let h = dayHashes.get(code);
    if (h === undefined) {
      h = hashString(`${seed}|${code}|${day}`);
      dayHashes.set(code, h);
    }
    return h;
  }

  function trades(ctx: TickContext, stocks: readonly SourceStock[]): Trade[] {
    const market = normal(mulberry32(mix(mix(seedHash, Number(ctx.day.replaceAll('-', ''))), ctx.slot)));
    const volShape = volatilityShape(ctx.fraction);
    const lotsShape = volumeShape(ctx.fraction);
    const out: Trade[] = [];
    for (const s of stocks) {
      const p = profiles.get(s.code);
      if (!p) continue;
      const rng = mulberry32(mix(dayHash(s.code, ctx.day), ctx.slot));
      const own = normal(rng);
      const sizeNoise = normal(rng);
      const roundUp = rng();
      const z = p.rho * market + Math.sqrt(1 - p.rho * p.rho) * own;

      let state = latent.get(s.code);
      if (!state || state.day !== ctx.day) {
        state = { day: ctx.day, logp: Math.log(s.price) };
        latent.set(s.code, state);
      }
      const lnPrev = Math.log(s.prevClose);
      state.logp += p.sigmaDay * Math.sqrt(tickShare) * volShape * z - REVERSION_PER_DAY * tickShare * (state.logp - lnPrev);
      if (s.band) state.logp = clamp(state.logp, Math.log(s.band.down), Math.log(s.band.up));

      // Bigger moves come with more volume; 1.24 is E[0.6 + 0.8|z|], so the mean stays at dailyVolume.
      const expectedLots = ((p.dailyVolume * volumeShare * lotsShape) / MARKET.lotSize) * ((0.6 + 0.8 * Math.abs(z)) / 1.24);
      const lots = Math.floor(expectedLots * Math.exp(0.5 * sizeNoise - 0.125) + roundUp);
      if (lots <= 0) continue;
      const price = clampToBand(Math.round(Math.exp(state.logp)), s.band);
      const volume = lots * MARKET.lotSize;
      out.push({ code: s.code, price, volume, turnover: volume * price });
    }
    return out;
  }

  function history(instrument: Instrument, days: readonly string[], lastClose: number): DailyBar[] {
    const n = days.length;
    if (n === 0) return [];
    const p = profiles.get(instrument.code) ?? { sigmaDay: 0.018, rho: 0.5, dailyVolume: 1e6 };
    const rng = mulberry32(hashString(`${seed}|${instrument.code}|history|${days[0]}|${days[n - 1]}`));
    const maxMove = instrument.bandPct === null ? 0.08 : (instrument.bandPct / 100) * 0.9;
    const floor = Math.min(100, lastClose);
    const returns = Array.from({ length: n }, () => clamp(p.sigmaDay * normal(rng), -maxMove, maxMove));

    // Walk backwards from the reference price so that history ends exactly there.
    const closes = new Array<number>(n).fill(lastClose);
    for (let i = n - 1; i > 0; i -= 1) {
      const close = closes[i] ?? lastClose;
      let prev = Math.max(floor, Math.round(close / (1 + (returns[i] ?? 0))));
      // Rounding must not push a close outside the band of the day before.
      for (let b = bandLimits(prev, instrument.bandPct); b && close > b.up; b = bandLimits(prev, instrument.bandPct)) prev += 1;
      for (let b = bandLimits(prev, instrument.bandPct); b && close < b.down; b = bandLimits(prev, instrument.bandPct)) prev -= 1;
      closes[i - 1] = prev;
    }

    return days.map((day, i) => {
      const close = closes[i] ?? lastClose;
      const prevClose = i > 0 ? (closes[i - 1] ?? close) : Math.max(floor, Math.round(close / (1 + (returns[0] ?? 0))));
      const band = bandLimits(prevClose, instrument.bandPct);
      const open = clampToBand(Math.round(prevClose * (1 + 0.25 * p.sigmaDay * normal(rng))), band);
      const high = clampToBand(Math.round(Math.max(open, close) * (1 + Math.abs(normal(rng)) * 0.5 * p.sigmaDay)), band);
      const low = clampToBand(Math.round(Math.min(open, close) * (1 - Math.abs(normal(rng)) * 0.5 * p.sigmaDay)), band);
      const size = p.dailyVolume * Math.exp(0.35 * normal(rng) - 0.06) * (1 + 4 * Math.abs(returns[i] ?? 0));
      const volume = Math.max(1, Math.round(size / MARKET.lotSize)) * MARKET.lotSize;
      const mid = (open + Math.max(high, open, close) + Math.min(low, open, close) + close) / 4;
      // An index level is not a price per share: its money traded comes from its members' prices.
      const perShare = p.memberPrice === undefined ? mid : (p.memberPrice * close) / lastClose;
      return {
        day,
        open,
        high: Math.max(high, open, close),
        low: Math.min(low, open, close),
        close,
        volume,
        turnover: Math.round(volume * perShare),
      };
    });
  }

  return { name: 'simulator', simulated: true, trades, history, profile: (code) => profiles.get(code) };
}

function buildProfiles(seed: string, instruments: readonly Instrument[], scale: number): Map<string, Profile> {
  const profiles = new Map<string, Profile>();
  for (const inst of instruments) {
    if (inst.kind !== 'stock') continue;
    const jitter = mulberry32(hashString(`${seed}|${inst.code}|profile`));
    const industry = INDUSTRY_VOLATILITY.find(([re]) => re.test(inst.industry))?.[1] ?? 1;
    const capYuan = (inst.sharesOutstanding * inst.refPrice) / 100;
    // Daily turnover rate: about 2 % for a 10-billion-yuan company, falling with size.
    const boardTurnover = inst.board === 'chinext' ? 1.6 : inst.board === 'star' ? 1.3 : 1;
    const rate = clamp(0.02 * Math.max(capYuan / 1e10, 1e-3) ** -0.4, 0.001, 0.08) * boardTurnover;
    profiles.set(inst.code, {
      sigmaDay: BOARD_VOLATILITY[inst.board] * industry * (0.85 + 0.3 * jitter()) * scale,
      rho: /bank/i.test(inst.industry) ? 0.65 : 0.4 + 0.2 * jitter(),
      dailyVolume: inst.sharesOutstanding * rate,
    });
  }
  for (const inst of instruments) {
    if (inst.kind !== 'index') continue;
    const members = indexMembers(inst.code, instruments);
    const refPrices = new Map(instruments.map((i) => [i.code, i.refPrice]));
    const dailyVolume = members.reduce((sum, code) => sum + (profiles.get(code)?.dailyVolume ?? 0), 0);
    const dailyTurnover = members.reduce((sum, code) => sum + (profiles.get(code)?.dailyVolume ?? 0) * (refPrices.get(code) ?? 0), 0);
    profiles.set(inst.code, {
      sigmaDay: BOARD_VOLATILITY.index * (inst.code === 'sz399006' ? 1.6 : 1) * scale,
      rho: 1,
      dailyVolume,
      memberPrice: dailyVolume > 0 ? dailyTurnover / dailyVolume : 0,
    });
  }
  return profiles;
}
