/**
 * Recovery from code chunks that fail to load (a deploy replaced them, or the
 * network dropped). The first failure on a path reloads the page once; a
 * second failure on the same path shows the loading-failure box with a Retry
 * button instead of reloading in a loop.
 *
 * Docusaurus reloads on a failed navigation but, on the very first load, a
 * failed chunk leaves the server-rendered page without React and without a
 * word. Wrapping webpack's chunk loader covers the first load, and marks the
 * page a failed navigation reloads, so that it fails to the box, not to a
 * second reload.
 */
import {createElement} from 'react';
import {createRoot} from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Loading from '@theme/Loading';

declare const __webpack_require__: {e: (chunkId: string | number) => Promise<unknown>};

/** Session key holding the path that was already reloaded once. */
const RELOADED_PATH_KEY = 'flowloom:chunk-reloaded-path';

function readReloadedPath(): string | null {
  try {
    return sessionStorage.getItem(RELOADED_PATH_KEY);
  } catch {
    return null; // storage unavailable: behave as if nothing was stored
  }
}

function writeReloadedPath(path: string | null): void {
  try {
    if (path === null) sessionStorage.removeItem(RELOADED_PATH_KEY);
    else sessionStorage.setItem(RELOADED_PATH_KEY, path);
  } catch {
    // storage unavailable: at worst the page reloads once more
  }
}

/** Before React has rendered there is no route to show the box in: mount it over the static page. */
function showFailureBox(error: unknown): void {
  if (document.getElementById('flowloom-load-failure')) return;
  const host = document.createElement('div');
  host.id = 'flowloom-load-failure';
  (document.querySelector('main') ?? document.body).prepend(host);
  createRoot(host).render(
    createElement(Loading, {
      error,
      retry: () => window.location.reload(),
      pastDelay: true,
      timedOut: false,
      isLoading: false,
    }),
  );
}

/** Set when a chunk failed since the last route rendered: a navigation that follows will fail too. */
let failedSinceRender = false;

/** `error` is the ChunkLoadError webpack's chunk loader rejects with. */
function onChunkError(error: Error): Promise<never> {
  const path = window.location.pathname;
  // Docusaurus sets `window.docusaurusRoot` once the app has rendered. From then on a failed chunk is
  // a link's preload (on hover) or a navigation's, and Docusaurus reloads the new page when its
  // navigation fails; that page is marked as reloaded once (here, or by onRouteUpdate when the
  // failure came first, from a hover: the failed load is kept and the navigation fails with it).
  if (window.docusaurusRoot) {
    failedSinceRender = true;
    writeReloadedPath(path);
    return Promise.reject(error);
  }
  if (readReloadedPath() !== path) {
    writeReloadedPath(path);
    window.location.reload();
    return new Promise<never>(() => {}); // keep the current screen until the reload
  }
  showFailureBox(error);
  return Promise.reject(error);
}

if (ExecutionEnvironment.canUseDOM) {
  const loadChunk = __webpack_require__.e;
  __webpack_require__.e = (chunkId) => loadChunk(chunkId).catch(onChunkError);
}

export function onRouteUpdate({location}: {location: {pathname: string}}): void {
  // A navigation starts after a chunk failed: if it fails, Docusaurus reloads this path.
  if (failedSinceRender) writeReloadedPath(location.pathname);
}

export function onRouteDidUpdate(): void {
  // The route rendered, so its chunks loaded: a later failure may reload again.
  failedSinceRender = false;
  writeReloadedPath(null);
}
