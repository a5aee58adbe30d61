/**
 * Stands in for `algoliasearch/lite` inside the theme's search page (see features/search): the local
 * engine when the app id is the local placeholder, and 20 hits a page in either mode.
 */
import {liteClient as algoliaLiteClient} from 'algoliasearch/lite';

import {LOCAL_APP_ID, SEARCH_PAGE_HITS_PER_PAGE} from '../common/constants';
import {createLocalSearchClient} from './localClient';

type LiteClient = ReturnType<typeof algoliaLiteClient>;
type LegacyRequest = {params?: {hitsPerPage?: number}};

export function liteClient(...args: Parameters<typeof algoliaLiteClient>): LiteClient {
  const [appId, apiKey] = args;
  const client =
    appId === LOCAL_APP_ID ? createLocalSearchClient(appId, apiKey) : algoliaLiteClient(...args);
  const search: LiteClient['search'] = (requests, options) => {
    // algoliasearch-helper sends the legacy array form; its facet-only queries ask for 0 hits.
    const paged = Array.isArray(requests)
      ? (requests as LegacyRequest[]).map((request) =>
          request.params?.hitsPerPage
            ? {...request, params: {...request.params, hitsPerPage: SEARCH_PAGE_HITS_PER_PAGE}}
            : request,
        )
      : requests;
    return client.search(paged as typeof requests, options);
  };
  return {...client, search};
}
