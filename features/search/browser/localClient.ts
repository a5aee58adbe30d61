/**
 * The Algolia lite client with a requester that answers from this locale's local index instead of
 * the network. The index head is fetched once, on first use, and shared by DocSearch and the search
 * page; its parts are fetched as queries need them.
 */
import siteConfig from '@generated/docusaurus.config';
import {liteClient} from 'algoliasearch/lite';

import {DEFAULT_INDEX_NAME, LOCAL_APP_ID} from '../common/constants';
import {createSearchIndex, type LocalSearchIndex} from '../common/engine';
import {
  checkHead,
  EMPTY_HEAD,
  INDEX_FILE_NAME,
  partPath,
  type ContentBlock,
  type IndexHead,
  type PartKind,
  type TermChunk,
} from '../common/indexFormat';
import {answerAlgoliaRequest} from '../common/protocol';

type Requester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>;

/** Whether the site searches its own index (not hosted Algolia): the app id is the local placeholder. */
export const usesLocalIndex =
  (siteConfig.themeConfig.algolia as {appId?: string} | undefined)?.appId === LOCAL_APP_ID;

let loading: Promise<LocalSearchIndex> | undefined;
/**
 * Set when the development server turned out to have no index (the production build writes it):
 * searches then get no hits, and the modal and search page say how to build one.
 */
let notBuilt = false;

/** Whether this is `npm start`, which serves no search index. Known once the index was asked for. */
export const indexNotBuilt = (): boolean => notBuilt;

/**
 * Starts (or joins) the download of the index; a failed download is retried on the next call. Under
 * `npm start` the answer is an empty index, kept: the server will not have one before it restarts.
 */
export function loadLocalIndex(): Promise<LocalSearchIndex> {
  const origin = window.location.origin;
  loading ??= fetch(`${siteConfig.baseUrl}${INDEX_FILE_NAME}`)
    .then(async (response) => {
      // The development server answers a missing file with its HTML page.
      const isJson = response.headers.get('content-type')?.includes('json') ?? false;
      if (process.env.NODE_ENV === 'development' && (response.status === 404 || !isJson)) {
        notBuilt = true;
        const noPart = () => Promise.reject(new Error('An empty index has no parts'));
        return createSearchIndex({head: EMPTY_HEAD, chunk: noPart, block: noPart}, origin);
      }
      if (!response.ok) throw new Error(`The search index answered ${response.status}`);
      const head = checkHead((await response.json()) as IndexHead);
      return createSearchIndex(
        {
          head,
          chunk: (n) => fetchPart<TermChunk>(head, 't', n),
          block: (n) => fetchPart<ContentBlock>(head, 'c', n),
        },
        origin,
      );
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

async function fetchPart<T>(head: IndexHead, kind: PartKind, n: number): Promise<T> {
  const path = partPath(head, kind, n);
  const response = await fetch(`${siteConfig.baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const localRequester: Requester = {
  async send(request) {
    try {
      const index = await loadLocalIndex();
      const data =
        typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data);
      const answer = await answerAlgoliaRequest(
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
