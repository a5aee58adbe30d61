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

/** Starts (or joins) the download of the index; a failed download is retried on the next call. */
export function loadLocalIndex(): Promise<LocalSearchIndex> {
  loading ??= fetch(`${siteConfig.baseUrl}${INDEX_FILE_NAME}`)
    .then(async (response) => {
      if (!response.ok) throw new Error(`The search index answered ${response.status}`);
      const index = (await response.json()) as CompactIndex;
      return createSearchIndex(decodeIndex(index, window.location.origin));
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

const localRequester: Requester = {
  async send(request) {
    try {
      const index = await loadLocalIndex();
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
