/**
 * The Algolia lite client with a requester that answers from this locale's local index instead of
 * the network. The index is fetched once, on first use, and shared by DocSearch and the search page.
 */
import siteConfig from '@generated/docusaurus.config';
import {liteClient} from 'algoliasearch/lite';

import {DEFAULT_INDEX_NAME} from './constants';
import {createSearchIndex, type LocalSearchIndex} from './engine';
import {decodeIndex, INDEX_FILE_NAME, type CompactIndex} from './indexFormat';
import {answerAlgoliaRequest} from './protocol';

type Requester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>;

let loading: Promise<LocalSearchIndex> | undefined;

/**
 * The index is written by the production build (plugins/search), so the development server has none:
 * a reader of the preview is told to build, not to check the network.
 */
export class SearchIndexNotBuiltError extends Error {
  constructor() {
    super('The search index is written by `npm run build` and served by `npm run serve`.');
  }
}

let lastFailure: unknown;
let noIndex: LocalSearchIndex | undefined;

/** Whether the last search failed because this is `npm start`, which serves no index. */
export const indexNotBuilt = (): boolean => lastFailure instanceof SearchIndexNotBuiltError;

/** Starts (or joins) the download of the index; a failed download is retried on the next call. */
export function loadLocalIndex(): Promise<LocalSearchIndex> {
  loading ??= fetch(`${siteConfig.baseUrl}${INDEX_FILE_NAME}`)
    .then(async (response) => {
      // The development server answers a missing file with its HTML page.
      const isJson = response.headers.get('content-type')?.includes('json') ?? false;
      if (process.env.NODE_ENV === 'development' && (response.status === 404 || !isJson))
        throw new SearchIndexNotBuiltError();
      if (!response.ok) throw new Error(`The search index answered ${response.status}`);
      const index = (await response.json()) as CompactIndex;
      return createSearchIndex(decodeIndex(index, window.location.origin));
    })
    .then(
      (index) => {
        lastFailure = undefined;
        return index;
      },
      (error: unknown) => {
        lastFailure = error;
        loading = undefined;
        throw error;
      },
    );
  return loading;
}

const localRequester: Requester = {
  async send(request) {
    try {
      // Without a built index, the preview answers every search with no hits (and says why).
      const index = await loadLocalIndex().catch((error: unknown) => {
        if (error instanceof SearchIndexNotBuiltError) return (noIndex ??= createSearchIndex([]));
        throw error;
      });
      const data =
        typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data);
      const answer = answerAlgoliaRequest(
        {method: request.method, url: request.url, data},
        (name) => (name === DEFAULT_INDEX_NAME ? index : undefined),
      );
      return {...answer, isTimedOut: false};
    } catch {
      // Status 0 is a network failure to the client: it tries its other hosts, then reports them unreachable.
      return {status: 0, content: '', isTimedOut: false};
    }
  },
};

export function createLocalSearchClient(
  appId: string,
  apiKey: string,
): ReturnType<typeof liteClient> {
  return liteClient(appId, apiKey, {requester: localRequester});
}
