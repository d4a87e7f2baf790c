import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import { DEFAULT_LANG, isLang } from '@meridian/contract/languages';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '@meridian/contract/route-preloads';
import { WEB_BOOT_ROUTE_ATTRIBUTE } from '@meridian/contract/web-boot';

type Matcher = { route: string; test: RegExp; files: string[] };
/** A page as text and as Brotli and gzip, made once. */
export type EntryPage = { html: string; br: Buffer; gzip: Buffer };

/** `/loans/:id` → /^\/loans\/[^/]+$/, `/bankIn/:type?` → /^\/bankIn(?:\/[^/]+)?$/. */
function patternOf(route: string): RegExp {
  const parts = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${parts.join('')}/?$`);
}

/**
 * The web app's entry page for one client route: the built `index.html`, its boot script told of
 * the largest files that route's screen needs beyond the entry (its chunk, the chunks it imports,
 * their CSS; the build chose them) and for the text tables of the reader's language (the
 * `Local_Lang` cookie the app keeps in step with its own choice; German, the app's default,
 * without it). The boot script (`WEB_BOOT_SCRIPT`) announces them with the entry's own files,
 * after the launch screen's first frame, so they download alongside the shell instead of after it
 * has run: on a phone's network, one round trip (and the shell's start-up) less before the first
 * screen. Preloads only start downloads; the app loads the same files as before, and a wrong
 * guess (a language changed elsewhere) costs one unused file.
 *
 * Answers undefined without a build, or for a build without its preload list (the caller then
 * sends `index.html` as it is). Pages are made once per route and language, compressed as the
 * build's files are, and made again when `index.html` changes (a new build while running).
 */
export function createEntryPages(webDist: string): (pathname: string, langCookie: string | undefined) => EntryPage | undefined {
  const indexFile = path.join(webDist, 'index.html');
  const listFile = path.join(webDist, ROUTE_PRELOADS_FILE);
  let built = -1;
  let html = '';
  let exact = new Map<string, string[]>();
  let patterns: Matcher[] = [];
  let locales: Record<string, string[]> = {};
  const pages = new Map<string, EntryPage>();

  function load(): boolean {
    let stamp: number;
    let list: Partial<RoutePreloads> | null;
    try {
      stamp = statSync(indexFile).mtimeMs + statSync(listFile).mtimeMs;
      if (stamp === built) return true;
      // A build being written can leave the list half-written for a moment: the plain page then.
      list = JSON.parse(readFileSync(listFile, 'utf8')) as Partial<RoutePreloads> | null;
      html = readFileSync(indexFile, 'utf8');
    } catch {
      return false;
    }
    const routes = Object.entries(list?.routes ?? {});
    exact = new Map(routes.filter(([route]) => !route.includes(':')));
    patterns = routes
      .filter(([route]) => route.includes(':'))
      .map(([route, files]) => ({ route, test: patternOf(route), files }));
    locales = list?.locales ?? {};
    pages.clear();
    built = stamp;
    return true;
  }

  return (pathname, langCookie) => {
    if (!load()) return undefined;
    const lang = isLang(langCookie) ? langCookie : DEFAULT_LANG;
    // Static routes first: /loans/apply is its own screen, not /loans/:id.
    const files = exact.get(pathname);
    const route = files ? { route: pathname, files } : patterns.find((p) => p.test.test(pathname));
    const key = `${route?.route ?? ''}\n${lang}`;
    let page = pages.get(key);
    if (page === undefined) {
      const files = [...(route?.files ?? []), ...(locales[lang] ?? [])].join(' ');
      // Build paths: nothing in them needs escaping in an attribute (the build names its files).
      const text = html.replace(WEB_BOOT_ROUTE_ATTRIBUTE, `data-route="${files}"`);
      page = { html: text, br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(text, { level: 9 }) };
      pages.set(key, page);
    }
    return page;
  };
}
