import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata} from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';
import {useMemo, type ReactNode} from 'react';
// The router Docusaurus itself renders with (a dependency of @docusaurus/core, pinned to the same version).
import {Router} from 'react-router-dom';

import {facts} from '../../data/facts';
import {MainLandmark} from '../Layout/mainLandmark';

/**
 * The theme's search page reads `?q=` through a `useSyncExternalStore` whose server snapshot is the
 * browser's URL, so hydrating `/search?q=…` renders a heading the server never did (React error
 * #418). Until hydration is over, this gives the page the URL the server saw (no query string);
 * then the page mounts with the real one and searches. It also gives the page the meta description
 * the theme's lacks (search engines and link previews show it), and a main landmark.
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
  const description = translate(
    {
      id: 'flowloom.SearchPage.description',
      message: 'Search the {name} guides, component reference and API reference.',
      description: 'The meta description of the search page',
    },
    {name: facts.name},
  );
  return (
    <MainLandmark.Provider value>
      <PageMetadata description={description} />
      {isBrowser ? (
        <SearchPage />
      ) : (
        <Router history={serverView}>
          <SearchPage />
        </Router>
      )}
    </MainLandmark.Provider>
  );
}
