import type { Lang } from '@meridian/contract/languages';
import type { Candle, Tick } from '@meridian/contract/market';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { localeTag } from '../../../lib/lang.ts';
import { formatDecimal } from '../../../lib/money.ts';
import { cssColour, useTheme } from '../../../lib/theme.ts';
import type { PriceColours } from '../../../lib/price-colours.ts';
import { API_PERIOD, applyTick, MOVING_AVERAGES, movingAverage, toBar, type Bar, type ChartPeriod, type TickMemory } from '../chart-data.ts';

/**
 * The chart itself: candlesticks (day, week, month) with their MA5/10/20, or a line (intraday),
 * over a volume histogram. This is the only module that imports lightweight-charts, and it is loaded lazily by
 * the detail screen, so no other screen downloads the library.
 */

// The chart draws on a canvas, so it takes real colours from the theme's CSS variables (app.css):
// up and down follow the colour convention in force (lib/price-colours.ts marks the document).
function chartColours() {
  return {
    up: cssColour('--price-up', '#cf2a2e'),
    down: cssColour('--price-down', '#15803d'),
    upVolume: cssColour('--chart-up-volume', 'rgba(207, 42, 46, 0.45)'),
    downVolume: cssColour('--chart-down-volume', 'rgba(21, 128, 61, 0.45)'),
    line: cssColour('--chart-line', '#1677ff'),
    background: cssColour('--chart-bg', '#ffffff'),
    text: cssColour('--chart-text', '#666666'),
    grid: cssColour('--chart-grid', '#f2f3f5'),
    border: cssColour('--chart-border', '#eeeeee'),
  };
}
type Colours = ReturnType<typeof chartColours>;

type Props = {
  candles: readonly Candle[];
  period: ChartPeriod;
  tick: Tick | undefined;
  /** The reader's language: dates on the time axis, prices on the price axis ("1.700,00" in German). */
  lang: Lang;
  /** The up/down convention: the chart redraws when it changes (its colours come from the CSS). */
  colours: PriceColours;
};

type Handles = {
  chart: IChartApi;
  price: ISeriesApi<'Candlestick'> | ISeriesApi<'Line'>;
  volume: ISeriesApi<'Histogram'>;
  /** MA5/10/20 over candles (none on the intraday line). */
  averages: ISeriesApi<'Line'>[];
  bars: Bar[];
  memory: TickMemory;
  colours: Colours;
};

// The library brands its timestamps; our bar times are already UTC seconds (shifted to Shanghai time).
const time = (bar: Bar) => bar.time as UTCTimestamp;
const volumeOf = (bar: Bar, c: Colours) => ({ time: time(bar), value: bar.volume, color: bar.close >= bar.open ? c.upVolume : c.downVolume });

function draw(handles: Handles, bar: Bar, intraday: boolean): void {
  if (intraday) (handles.price as ISeriesApi<'Line'>).update({ time: time(bar), value: bar.close });
  else (handles.price as ISeriesApi<'Candlestick'>).update({ time: time(bar), open: bar.open, high: bar.high, low: bar.low, close: bar.close });
  handles.volume.update(volumeOf(bar, handles.colours));
  MOVING_AVERAGES.forEach(({ n }, i) => {
    const last = movingAverage(handles.bars.slice(-n), n)[0];
    if (last) handles.averages[i]?.update({ time: last.time as UTCTimestamp, value: last.value });
  });
}

export function StockChart({ candles, period, tick, lang, colours }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const handles = useRef<Handles | null>(null);
  const intraday = period === 'intraday';
  // A new theme redraws the chart in its colours.
  const theme = useTheme((s) => s.theme);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const c = chartColours();
    const chart = createChart(element, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: c.background }, textColor: c.text, fontSize: 11 },
      grid: { vertLines: { color: c.grid }, horzLines: { color: c.grid } },
      // A price label cut in half at the pane's top or bottom edge reads as a wrong price: left out.
      rightPriceScale: { borderColor: c.border, entireTextOnly: true },
      timeScale: { borderColor: c.border, timeVisible: intraday, secondsVisible: false, rightOffset: 2 },
      localization: { locale: localeTag(lang), priceFormatter: (value: number) => formatDecimal(value.toFixed(2), { lang }) },
      handleScale: { axisPressedMouseMove: false },
    });
    const price = intraday
      ? chart.addSeries(LineSeries, { color: c.line, lineWidth: 2, priceLineVisible: true })
      : chart.addSeries(CandlestickSeries, { upColor: c.up, downColor: c.down, borderUpColor: c.up, borderDownColor: c.down, wickUpColor: c.up, wickDownColor: c.down });
    price.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.28 } });
    const volume = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: 'volume', lastValueVisible: false, priceLineVisible: false });
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.78, bottom: 0 } });

    const bars = candles.map(toBar);
    if (intraday) (price as ISeriesApi<'Line'>).setData(bars.map((bar) => ({ time: time(bar), value: bar.close })));
    else (price as ISeriesApi<'Candlestick'>).setData(bars.map((bar) => ({ time: time(bar), open: bar.open, high: bar.high, low: bar.low, close: bar.close })));
    volume.setData(bars.map((bar) => volumeOf(bar, c)));
    const averages = intraday
      ? []
      : MOVING_AVERAGES.map(({ n, color }) => {
          const line = chart.addSeries(LineSeries, { color, lineWidth: 1, priceLineVisible: false, lastValueVisible: false, crosshairMarkerVisible: false });
          line.setData(movingAverage(bars, n).map((p) => ({ time: p.time as UTCTimestamp, value: p.value })));
          return line;
        });
    chart.timeScale().fitContent();
    // Long histories open on their recent part; the user can scroll back.
    if (!intraday && bars.length > 90) chart.timeScale().setVisibleLogicalRange({ from: bars.length - 90, to: bars.length + 2 });
    handles.current = { chart, price, volume, averages, bars, memory: {}, colours: c };
    element.dataset['bars'] = String(bars.length);
    return () => {
      handles.current = null;
      chart.remove();
    };
  }, [candles, intraday, lang, theme, colours]);

  useEffect(() => {
    const current = handles.current;
    if (!current || !tick) return;
    const bar = applyTick(current.bars, tick, API_PERIOD[period], current.memory);
    if (bar) draw(current, bar, intraday);
    if (box.current) box.current.dataset['bars'] = String(current.bars.length);
  }, [tick, period, intraday]);

  return <div ref={box} className="stock-chart" data-testid="stock-chart-canvas" data-period={period} />;
}
