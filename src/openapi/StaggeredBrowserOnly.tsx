import useIsBrowser from '@docusaurus/useIsBrowser';
import {startTransition, useEffect, useState, type ReactNode} from 'react';

/** Sections waiting to be drawn, in page order, and the one being drawn. */
const waiting: (() => void)[] = [];
let drawing: (() => void) | undefined;

/** Starts drawing the next waiting section, in a task of its own. */
function drawNext(): void {
  drawing = waiting.shift();
  const show = drawing;
  if (show) setTimeout(() => startTransition(show));
}

/**
 * `@docusaurus/BrowserOnly` for the API reference's parameter, request body and response sections
 * (the `openapi-staggered-sections` entry of plugins/docusaurus/dependency-edits/registry.ts puts it in
 * their modules). The theme draws them in the browser only, and with BrowserOnly all of them at once,
 * in one long task right after hydration. Here they are drawn one after the other, each once the one
 * before is on the page, and each in a transition: React renders a section in slices, so the page
 * answers input meanwhile, and each section's commit and layout is a task of its own. Same props as
 * BrowserOnly.
 */
export default function StaggeredBrowserOnly({
  children,
  fallback = null,
}: {
  children: () => ReactNode;
  fallback?: ReactNode;
}): ReactNode {
  const isBrowser = useIsBrowser();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!isBrowser) return undefined;
    const show = () => setShown(true);
    waiting.push(show);
    if (!drawing) drawNext();
    return () => {
      // Gone before its turn, or before it was drawn: the queue moves on without it.
      const index = waiting.indexOf(show);
      if (index >= 0) waiting.splice(index, 1);
      if (drawing === show) drawNext();
    };
  }, [isBrowser]);
  // On the page: the next section's turn.
  useEffect(() => {
    if (shown) drawNext();
  }, [shown]);
  return shown ? children() : fallback;
}
