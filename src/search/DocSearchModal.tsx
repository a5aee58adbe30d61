/**
 * Stands in for `@docsearch/react/modal` inside the theme's SearchBar (see plugins/search). The theme
 * passes its config as props; this adds what config cannot carry (functions): the local client in
 * local mode, analytics to the data layer, the "Let us know" link for a query without results, and
 * result links out of the Tab order.
 * The SearchBar imports this module when the search button is hovered, focused or touched, so
 * that is when the local index starts to download.
 */
import {DocSearchModal as ThemeDocSearchModal} from '@docsearch/react/modal';
import type {DocSearchModalProps, DocSearchTransformClient} from '@docsearch/react';
import Link from '@docusaurus/Link';
import siteConfig from '@generated/docusaurus.config';
import {useCallback, useState, type ReactNode} from 'react';

import {facts} from '../data/facts';
import {dataLayerInsightsClient} from './analytics';
import {LOCAL_APP_ID} from './constants';
import {createLocalSearchClient, loadLocalIndex} from './localClient';
import SearchErrorScreen from './SearchErrorScreen';

const algolia = siteConfig.themeConfig.algolia as {appId: string} | undefined;
if (algolia?.appId === LOCAL_APP_ID && typeof window !== 'undefined') {
  // Warm-up only: a failure is reported by the search that needs the index.
  loadLocalIndex().catch(() => undefined);
}

const insights = {insightsClient: dataLayerInsightsClient};

function missingResultsUrl({query}: {query: string}): string {
  const title = `Search: no results for "${query}"`;
  return `${facts.links.docsRepo}/issues/new?title=${encodeURIComponent(title)}`;
}

/**
 * A result, as the theme links it, but out of the Tab order: each is an option of the results
 * listbox, which the arrow keys move through from the search field (an option holding a tabbable
 * link is nested interaction, WCAG 4.1.2). A click or Enter still opens it.
 */
function Hit({hit, children}: Parameters<NonNullable<DocSearchModalProps['hitComponent']>>[0]) {
  return (
    <Link to={hit.url} tabIndex={-1}>
      {children}
    </Link>
  );
}

export function DocSearchModal(props: DocSearchModalProps): ReactNode {
  const {appId, apiKey, transformSearchClient} = props;
  const [failed, setFailed] = useState(false);
  const transform = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      const searchClient =
        appId === LOCAL_APP_ID
          ? (createLocalSearchClient(appId, apiKey) as unknown as DocSearchTransformClient)
          : (transformSearchClient?.(client) ?? client);
      // Remember whether the last search failed: see SearchErrorScreen for why DocSearch cannot.
      const search: DocSearchTransformClient['search'] = (...args) => {
        setFailed(false);
        return searchClient.search(...args).catch((error: unknown) => {
          setFailed(true);
          throw error;
        });
      };
      return {...searchClient, search};
    },
    [appId, apiKey, transformSearchClient],
  );
  return (
    <>
      <ThemeDocSearchModal
        {...props}
        transformSearchClient={transform}
        insights={insights}
        getMissingResultsUrl={missingResultsUrl}
        hitComponent={Hit}
      />
      {failed && <SearchErrorScreen translations={props.translations?.errorScreen} />}
    </>
  );
}
