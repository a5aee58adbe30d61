import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {startTransition, useEffect, useState, type ReactNode} from 'react';

/**
 * The whole app, below Docusaurus's own providers. Docusaurus turns `useIsBrowser()` true in an
 * effect right after hydration, as an urgent update: everything that reads it (BrowserOnly, the
 * colour mode toggle, the OpenAPI theme's page, which then builds its store and draws its content
 * again) re-rendered in one uninterruptible task, the longest of an API page on a phone. The same
 * value is provided here and turned true in a transition: React renders that pass in slices and lets
 * the page answer input between them. Every reader of `useIsBrowser()` below sees it turn at the same
 * commit, so nothing can mix the two values.
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}
