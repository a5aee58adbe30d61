import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Renders `children` again from scratch once the app has hydrated.
 *
 * React keeps server-rendered attribute values when hydration disagrees, so
 * links built from `?query#hash` (which the server never sees) would keep the
 * server's href on a page loaded with them. A remount gives the client's.
 */
export default function RemountAfterHydration({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  return <RemountKey key={isBrowser ? 'client' : 'server'}>{children}</RemountKey>;
}

function RemountKey({children}: {children: ReactNode}): ReactNode {
  return children;
}
