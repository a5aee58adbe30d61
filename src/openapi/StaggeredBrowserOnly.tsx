import useIsBrowser from '@docusaurus/useIsBrowser';
import {useEffect, useState, type ReactNode} from 'react';

/** Shows waiting sections one at a time, each in a task of its own. */
const waiting: (() => void)[] = [];

function showNext(): void {
  waiting.shift()?.();
  if (waiting.length > 0) setTimeout(showNext);
}

function whenItsTurn(show: () => void): void {
  waiting.push(show);
  if (waiting.length === 1) setTimeout(showNext);
}

/**
 * `@docusaurus/BrowserOnly` for the API reference's parameter, request body and response sections
 * (the `openapi-staggered-sections` entry of plugins/docusaurus/dependency-edits/registry.ts puts it in
 * their modules). The theme draws them in the browser only,
 * and with BrowserOnly all of them at once, in one long task right after hydration. Here each
 * section replaces its placeholder in a task of its own, in page order, so the page answers input
 * between them. Same props as BrowserOnly.
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
    let mounted = true;
    whenItsTurn(() => mounted && setShown(true));
    return () => {
      mounted = false;
    };
  }, [isBrowser]);
  return shown ? children() : fallback;
}
