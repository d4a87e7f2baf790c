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
import { API_PERIOD, applyTick, toBar, type Bar, type ChartPeriod, type TickMemory } from '../chart-data.ts';

/**
 * The chart itself: candlesticks (day, week, month) or a line (intraday) over a volume
 * histogram. This is the only module that imports lightweight-charts, and it is loaded lazily by
 * the detail screen, so no other screen downloads the library.
 */

// Chinese convention, as everywhere in the app: up red, down green (app.css --price-up/--price-down).
const UP = '#e5383b';
const DOWN = '#1a9b52';
const UP_VOLUME = 'rgba(229, 56, 59, 0.45)';
const DOWN_VOLUME = 'rgba(26, 155, 82, 0.45)';
const LINE = '#1677ff';

type Props = {
  candles: readonly Candle[];
  period: ChartPeriod;
  tick: Tick | undefined;
  locale: string;
};

type Handles = {
  chart: IChartApi;
  price: ISeriesApi<'Candlestick'> | ISeriesApi<'Line'>;
  volume: ISeriesApi<'Histogram'>;
  bars: Bar[];
  memory: TickMemory;
};

// The library brands its timestamps; our bar times are already UTC seconds (shifted to Shanghai time).
const time = (bar: Bar) => bar.time as UTCTimestamp;
const volumeOf = (bar: Bar) => ({ time: time(bar), value: bar.volume, color: bar.close >= bar.open ? UP_VOLUME : DOWN_VOLUME });

function draw(handles: Handles, bar: Bar, intraday: boolean): void {
  if (intraday) (handles.price as ISeriesApi<'Line'>).update({ time: time(bar), value: bar.close });
  else (handles.price as ISeriesApi<'Candlestick'>).update({ time: time(bar), open: bar.open, high: bar.high, low: bar.low, close: bar.close });
  handles.volume.update(volumeOf(bar));
}

export function StockChart({ candles, period, tick, locale }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const handles = useRef<Handles | null>(null);
  const intraday = period === 'intraday';

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = createChart(element, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: '#ffffff' }, textColor: '#666', fontSize: 11 },
      grid: { vertLines: { color: '#f2f3f5' }, horzLines: { color: '#f2f3f5' } },
      rightPriceScale: { borderColor: '#eee' },
      timeScale: { borderColor: '#eee', timeVisible: intraday, secondsVisible: false, rightOffset: 2 },
      localization: { locale },
      handleScale: { axisPressedMouseMove: false },
    });
    const price = intraday
      ? chart.addSeries(LineSeries, { color: LINE, lineWidth: 2, priceLineVisible: true })
      : chart.addSeries(CandlestickSeries, { upColor: UP, downColor: DOWN, borderUpColor: UP, borderDownColor: DOWN, wickUpColor: UP, wickDownColor: DOWN });
    price.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.28 } });
    const volume = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: 'volume', lastValueVisible: false, priceLineVisible: false });
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.78, bottom: 0 } });

    const bars = candles.map(toBar);
    if (intraday) (price as ISeriesApi<'Line'>).setData(bars.map((bar) => ({ time: time(bar), value: bar.close })));
    else (price as ISeriesApi<'Candlestick'>).setData(bars.map((bar) => ({ time: time(bar), open: bar.open, high: bar.high, low: bar.low, close: bar.close })));
    volume.setData(bars.map(volumeOf));
    chart.timeScale().fitContent();
    // Long histories open on their recent part; the user can scroll back.
    if (!intraday && bars.length > 90) chart.timeScale().setVisibleLogicalRange({ from: bars.length - 90, to: bars.length + 2 });
    handles.current = { chart, price, volume, bars, memory: {} };
    element.dataset['bars'] = String(bars.length);
    return () => {
      handles.current = null;
      chart.remove();
    };
  }, [candles, intraday, locale]);

  useEffect(() => {
    const current = handles.current;
    if (!current || !tick) return;
    const bar = applyTick(current.bars, tick, API_PERIOD[period], current.memory);
    if (bar) draw(current, bar, intraday);
    if (box.current) box.current.dataset['bars'] = String(current.bars.length);
  }, [tick, period, intraday]);

  return <div ref={box} className="stock-chart" data-testid="stock-chart-canvas" data-period={period} />;
}
