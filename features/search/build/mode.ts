/**
 * Which engine answers searches: the local index (default) or hosted Algolia, when all three
 * DOCS_ALGOLIA_* variables are set. A partial set is a mistake worth stopping the build for.
 */
import {DEFAULT_INDEX_NAME, LOCAL_API_KEY, LOCAL_APP_ID} from '../common/constants';

export interface SearchMode {
  kind: 'local' | 'hosted';
  appId: string;
  apiKey: string;
  indexName: string;
}

export const HOSTED_SEARCH_VARIABLES = [
  'DOCS_ALGOLIA_APP_ID',
  'DOCS_ALGOLIA_SEARCH_KEY',
  'DOCS_ALGOLIA_INDEX_NAME',
] as const;

export function resolveSearchMode(env: Partial<Record<string, string>>): SearchMode {
  const [appId, apiKey, indexName] = HOSTED_SEARCH_VARIABLES.map(
    (name) => env[name]?.trim() || undefined,
  );
  if (appId && apiKey && indexName) return {kind: 'hosted', appId, apiKey, indexName};
  const missing = HOSTED_SEARCH_VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length < HOSTED_SEARCH_VARIABLES.length) {
    throw new Error(
      `Hosted search needs all of ${HOSTED_SEARCH_VARIABLES.join(', ')}; missing: ${missing.join(', ')}. ` +
        'Set the missing ones, or unset all three to use the local search index.',
    );
  }
  return {kind: 'local', appId: LOCAL_APP_ID, apiKey: LOCAL_API_KEY, indexName: DEFAULT_INDEX_NAME};
}
