import {useHistory} from '@docusaurus/router';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import SearchPage from '@theme-init/SearchPage';
import {useEffect, useMemo, useState, type ReactNode} from 'react';
// The router Docusaurus itself renders with (a dependency of @docusaurus/core, pinned to the same version).
import {Router} from 'react-router-dom';

import {IndexNotBuiltHelp, IndexNotBuiltTitle} from '../../browser/IndexNotBuilt';
import {indexNotBuilt, loadLocalIndex, usesLocalIndex} from '../../browser/localClient';
import {MainLandmark} from '../../../../src/theme/Layout/mainLandmark';

/**
 * Under `npm start` the local index does not exist (the production build writes it): the page says
 * how to get one instead of searching. Production builds skip the check.
 */
const CHECK_INDEX = process.env.NODE_ENV === 'development' && usesLocalIndex;

/** Whether the page must say that the index is not built; undefined while that is being found out. */
function useIndexNotBuilt(): boolean | undefined {
  const [notBuilt, setNotBuilt] = useState<boolean | undefined>(CHECK_INDEX ? undefined : false);
  useEffect(() => {
    // A failed download is the search's to report, as in production.
    if (CHECK_INDEX)
      loadLocalIndex().then(
        () => setNotBuilt(indexNotBuilt()),
        () => setNotBuilt(false),
      );
  }, []);
  return notBuilt;
}

function IndexNotBuiltNotice(): ReactNode {
  return (
    <div className="container margin-vert--lg">
      <Heading as="h1">
        <IndexNotBuiltTitle />
      </Heading>
      <div className="alert alert--info" role="status">
        <IndexNotBuiltHelp />
      </div>
    </div>
  );
}

/**
 * The theme's search page reads `?q=` through a `useSyncExternalStore` whose server snapshot is the
 * browser's URL, so hydrating `/search?q=…` renders a heading the server never did (React error
 * #418). Until hydration is over, this gives the page the URL the server saw (no query string);
 * then the page mounts with the real one and searches. It also gives the page the meta description
 * the theme's lacks (search engines and link previews show it), and a main landmark.
 */
export default function SearchPageWrapper(): ReactNode {
  const notBuilt = useIndexNotBuilt();
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
  // The product's name as the navbar shows it (the config sets it from the facts): importing the
  // facts here would put every one of them in the search page's first load.
  const {title: name} = useThemeConfig().navbar;
  const description = translate(
    {
      id: 'flowloom.SearchPage.description',
      message: 'Search the {name} guides, component reference and API reference.',
      description: 'The meta description of the search page',
    },
    {name: name ?? ''},
  );
  return (
    <MainLandmark.Provider value>
      <PageMetadata description={description} />
      {notBuilt !== false ? (
        // Checking for the index (development only), then saying how to build it.
        <Layout>{notBuilt && <IndexNotBuiltNotice />}</Layout>
      ) : isBrowser ? (
        <SearchPage />
      ) : (
        <Router history={serverView}>
          <SearchPage />
        </Router>
      )}
    </MainLandmark.Provider>
  );
}
