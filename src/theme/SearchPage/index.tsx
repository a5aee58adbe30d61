import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SearchPage from '@theme-original/SearchPage';
import {useMemo, type ReactNode} from 'react';
// The router Docusaurus itself renders with (a dependency of @docusaurus/core, pinned to the same version).
import {Router} from 'react-router-dom';

/**
 * The theme's search page reads `?q=` through a `useSyncExternalStore` whose server snapshot is the
 * browser's URL, so hydrating `/search?q=…` renders a heading the server never did (React error
 * #418). Until hydration is over, this gives the page the URL the server saw (no query string);
 * then the page mounts with the real one and searches.
 */
export default function SearchPageWrapper(): ReactNode {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const serverView = useMemo(
    () => ({
      ...history,
      location: {...history.location, search: ''},
      listen: () => () => undefined,
    }),
    [history],
  );
  if (isBrowser) return <SearchPage />;
  return (
    <Router history={serverView}>
      <SearchPage />
    </Router>
  );
}
