/**
 * Pages paint before the app's scripts run. Docusaurus's page template loads its scripts with
 * `defer`; on a fast connection they arrive before the first frame, and the browser runs them (the
 * webpack runtime and main.js, 80 KB gzip: about 150 ms on a mid-range phone) before it shows the
 * page it has already parsed. This template preloads the same scripts at the same low priority, and
 * a small inline script starts them once the first contentful paint is on screen and the whole page
 * is parsed and shown. The static HTML is readable at once, and hydration starts a few frames later
 * at most (measured by Lighthouse's LCP, which counts every script that ran before the paint). The
 * template edit is in the registry of dependency edits (plugins/docusaurus/dependency-edits/registry.ts,
 * "paint-first"); this is the script it inlines.
 */
/**
 * Browser code, inlined in every page's head and called with the scripts' URLs in order. Written in
 * ES5, as it runs before anything else, in any browser the site supports.
 */
export const startScriptsAfterPaint = `function (scripts) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      // Run in order, as deferred scripts do: the webpack runtime, then main.
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  // A page opened in the background paints only when shown, and an old browser cannot tell when it
  // paints: both start once the page is parsed, as deferred scripts would.
  if (document.visibilityState !== 'visible' || types.indexOf('paint') < 0) {
    document.addEventListener('DOMContentLoaded', start);
    return;
  }
  // The first paint may show only the top of a page still being parsed (the HTML arrives in
  // pieces): the scripts wait until the page is parsed too, then two frames, so that the frame
  // showing all of it is on screen before they run.
  var painted = false;
  function startAfterFrames() {
    if (!painted || document.readyState === 'loading') return;
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start);
      });
    });
  }
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    painted = true;
    startAfterFrames();
  }).observe({type: 'paint', buffered: true});
  document.addEventListener('DOMContentLoaded', startAfterFrames);
  // Hidden before its first paint, the page would not paint until shown.
  document.addEventListener('visibilitychange', start);
}`;
