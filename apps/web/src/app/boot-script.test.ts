// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { WEB_BOOT_SCRIPT } from '@meridian/contract/web-boot';

type Element = { tag: string; rel?: string; as?: string; crossOrigin?: string; href?: string; type?: string; src?: string };
type Sheet = { sheet: object | null; listeners: Record<string, () => void> };

/**
 * The boot script run against a page made of plain objects, with its own clock: each task it
 * queues runs only when the test says so, so the test sees what it does in which task.
 */
function page(options: { hidden?: boolean; paintTiming?: boolean; sheets?: Sheet[]; attributes?: Record<string, string> }) {
  const tasks: { fn: () => void; delay: number }[] = [];
  const added: Element[] = [];
  let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
  let frame: (() => void) | undefined;
  const attributes: Record<string, string> = options.attributes ?? { 'data-entry': '/a/index.js', 'data-files': '/a/runtime.js /a/shell.js', 'data-route': '/a/home.js /a/home.css' };
  const document = {
    currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
    visibilityState: options.hidden ? 'hidden' : 'visible',
    readyState: 'interactive',
    createElement: (tag: string): Element => ({ tag }),
    head: { appendChild: (e: Element) => void added.push(e) },
    body: { appendChild: (e: Element) => void added.push(e) },
    querySelectorAll: () => options.sheets ?? [],
    addEventListener: () => {},
  };
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTiming === false ? [] : ['paint'];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
  }
  const context = {
    document,
    PerformanceObserver,
    setTimeout: (fn: () => void, delay: number) => void tasks.push({ fn, delay }),
    requestAnimationFrame: (fn: () => void) => void (frame = fn),
  };
  runInNewContext(WEB_BOOT_SCRIPT, { ...context, window: context });
  return {
    added,
    /** Runs the queued tasks with no delay, one at a time, until none is left. */
    runTasks() {
      for (let task = tasks.findIndex((t) => t.delay === 0); task >= 0; task = tasks.findIndex((t) => t.delay === 0)) tasks.splice(task, 1)[0]?.fn();
    },
    /** Runs the one-second fallback. */
    runFallback: () => tasks.find((t) => t.delay === 1000)?.fn(),
    paint(name: string) {
      paintObserver?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect: () => (paintObserver = undefined) });
    },
    frame: () => frame?.(),
  };
}

const files = (added: Element[]) => added.filter((e) => e.tag === 'link').map((e) => `${e.rel}${e.as ? `:${e.as}` : ''} ${e.href}`);
const entryScript = (added: Element[]) => added.find((e) => e.tag === 'script');

describe("the page's boot script (WEB_BOOT_SCRIPT)", () => {
  it('fetches nothing before the first contentful frame is on the screen, then the entry first and one file per task', () => {
    const p = page({});
    p.runTasks();
    expect(p.added).toEqual([]);
    p.paint('first-paint');
    p.runTasks();
    expect(p.added).toEqual([]);

    p.paint('first-contentful-paint');
    expect(p.added).toEqual([]);
    p.runTasks();
    expect(files(p.added)).toEqual(['modulepreload /a/index.js', 'modulepreload /a/runtime.js', 'modulepreload /a/shell.js', 'modulepreload /a/home.js', 'preload:style /a/home.css']);
    expect(p.added.every((e) => e.tag !== 'link' || e.crossOrigin === '')).toBe(true);
    const script = entryScript(p.added);
    expect(script).toMatchObject({ type: 'module', src: '/a/index.js', crossOrigin: '' });
    expect(p.added.indexOf(script!)).toBe(p.added.length - 1);
  });

  it('runs the entry only once every style sheet has loaded or failed', () => {
    const loading: Sheet = { sheet: null, listeners: {} };
    const failing: Sheet = { sheet: null, listeners: {} };
    const loaded: Sheet = { sheet: {}, listeners: {} };
    for (const s of [loading, failing]) Object.assign(s, { addEventListener: (type: string, fn: () => void) => (s.listeners[type] = fn) });
    const p = page({ hidden: true, sheets: [loading, failing, loaded] });
    p.runTasks();
    expect(files(p.added)).toHaveLength(5);
    expect(entryScript(p.added)).toBeUndefined();
    loading.listeners.load?.();
    expect(entryScript(p.added)).toBeUndefined();
    failing.listeners.error?.();
    expect(entryScript(p.added)?.src).toBe('/a/index.js');
  });

  it('starts at once in a hidden page, which draws no frames', () => {
    const p = page({ hidden: true });
    expect(files(p.added)).toEqual(['modulepreload /a/index.js']);
    p.runTasks();
    expect(entryScript(p.added)).toBeDefined();
  });

  it('starts after a second if no frame is reported, and only once', () => {
    const p = page({});
    p.runFallback();
    p.paint('first-contentful-paint');
    p.runTasks();
    expect(files(p.added)).toHaveLength(5);
    expect(p.added.filter((e) => e.tag === 'script')).toHaveLength(1);
  });

  it('waits for a frame where the browser does not report paints', () => {
    const p = page({ paintTiming: false });
    p.runTasks();
    expect(p.added).toEqual([]);
    p.frame();
    p.runTasks();
    expect(entryScript(p.added)).toBeDefined();
  });

  it('takes missing or empty lists of files as none', () => {
    const p = page({ hidden: true, attributes: { 'data-entry': '/a/index.js', 'data-route': '' } });
    p.runTasks();
    expect(files(p.added)).toEqual(['modulepreload /a/index.js']);
    expect(entryScript(p.added)).toBeDefined();
  });
});
