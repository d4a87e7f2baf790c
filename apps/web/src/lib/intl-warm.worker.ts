/// <reference lib="webworker" />
/**
 * Makes one number and one date formatter of each kind the screens use, in a worker, and ends.
 * The first `Intl` formatter a page makes loads the browser's locale data: 20–70 ms of one task
 * in Chromium on the reference machine (four times that on a simulated mid-range phone). That
 * data is kept per process, so once a worker has loaded it the page's own first formatter costs
 * under a millisecond, and the load ran on another core, not on the thread that draws and taps.
 */
export type IntlWarmRequest = { tag: string; timeZones: string[] };

self.onmessage = (event: MessageEvent<IntlWarmRequest>) => {
  const { tag, timeZones } = event.data;
  new Intl.NumberFormat(tag, { minimumFractionDigits: 2 }).format(1234.5);
  new Intl.NumberFormat(tag, { style: 'percent', signDisplay: 'exceptZero' }).format(0.0125);
  new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 2 }).format(123456789);
  for (const timeZone of [undefined, ...timeZones]) {
    new Intl.DateTimeFormat(tag, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', ...(timeZone ? { timeZone } : {}) }).format(0);
  }
  self.close();
};
