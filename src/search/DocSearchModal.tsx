/**
 * Stands in for `@docsearch/react/modal` inside the theme's SearchBar (see plugins/search). The theme
 * passes its config as props; this adds what config cannot carry (functions): the local client in
 * local mode, analytics to the data layer, and the "Let us know" link for a query without results.
 * The SearchBar imports this module when the search button is hovered, focused or touched, so
 * that is when the local index starts to download.
 */
import {DocSearchModal as ThemeDocSearchModal} from '@docsearch/react/modal';
import type {DocSearchModalProps, DocSearchTransformClient} from '@docsearch/react';
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
      />
      {failed && <SearchErrorScreen translations={props.translations?.errorScreen} />}
    </>
  );
}
