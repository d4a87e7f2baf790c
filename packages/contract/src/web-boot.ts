/**
 * The phone app's page starts its code with this one inline script, which the web build writes
 * just after the launch screen (apps/web/first-paint-plugin.ts) and the API allows by its hash
 * in the Content-Security-Policy (platform/security-headers.ts); no other inline script may run.
 *
 * Why a script and not the build's `<script type="module">` and preload links: the browser's
 * preload scanner fetches those the moment the page arrives, and on a fast connection they
 * arrived before the launch screen's first frame. Lighthouse then counts them as needed for that
 * paint, and its simulated phone "waits" for 90 KB of code it never waited for (LCP read 0.65 s
 * or 1.6 s, run by run, on the same build). Started after the first frame, the code is fetched
 * one frame later, and nothing is fetched that the launch screen seems to need.
 *
 * What it does, from its own element's attributes:
 * - once the launch screen is on the screen (the browser's first-contentful-paint entry, whose
 *   time is when the frame was shown, not when it was drawn), or at once in a page that is hidden
 *   and draws no frames, or after a second at the latest: announces the entry (`data-entry`), the
 *   build's files for it (`data-files`) and the route's (`data-route`, which the API fills in,
 *   platform/route-preloads.ts) as preload links, so that all download together. One link per
 *   task: a link made by script costs the main thread a few milliseconds (3 ms each, in a trace
 *   on a slow machine), and eight at once would be one long task;
 * - then, once the page has been parsed and its style sheets have loaded (or failed), adds the
 *   entry as a module script: the app never draws unstyled, as with the script after the sheets.
 * The attributes hold the build's own paths, separated by spaces. The script is ES5, as short as
 * it is readable, and its text is hashed exactly as written here.
 */
export const WEB_BOOT_SCRIPT = `(function () {
  var me = document.currentScript, d = document, started = false;
  function link(href) {
    var l = d.createElement("link");
    if (/\.css$/.test(href)) { l.rel = "preload"; l.as = "style"; } else l.rel = "modulepreload";
    l.crossOrigin = "";
    l.href = href;
    d.head.appendChild(l);
  }
  function run() {
    var s = d.createElement("script");
    s.type = "module";
    s.crossOrigin = "";
    s.src = me.getAttribute("data-entry");
    d.body.appendChild(s);
  }
  function afterSheets() {
    var sheets = d.querySelectorAll("link[rel=stylesheet]"), waiting = 0;
    function one() { if (--waiting === 0) run(); }
    for (var i = 0; i < sheets.length; i++) {
      if (!sheets[i].sheet) { waiting++; sheets[i].addEventListener("load", one); sheets[i].addEventListener("error", one); }
    }
    if (!waiting) run();
  }
  function start() {
    if (started) return;
    started = true;
    var files = [me.getAttribute("data-entry")].concat(((me.getAttribute("data-files") || "") + " " + (me.getAttribute("data-route") || "")).split(" "));
    (function next() {
      var href = files.shift();
      if (href) link(href);
      if (files.length) setTimeout(next, 0);
      else if (d.readyState === "loading") d.addEventListener("DOMContentLoaded", afterSheets);
      else afterSheets();
    })();
  }
  if (d.visibilityState === "hidden") return start();
  setTimeout(start, 1000);
  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: "paint", buffered: true });
  } else requestAnimationFrame(function () { setTimeout(start, 0); });
})();`;

/** The attribute of the boot script that the API fills in with a route's files. */
export const WEB_BOOT_ROUTE_ATTRIBUTE = 'data-route=""';
