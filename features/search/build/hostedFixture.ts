/**
 * The hosted-search fixture: `npm run build:test` also builds the English site with these (fake)
 * Algolia credentials into build-hosted/, and tests/e2e/search-hosted.spec.ts answers its Algolia
 * requests in the browser from the same records, so hosted mode is tested without the network.
 */
export const hostedSearch = {
  appId: 'FLOWLOOMTEST',
  apiKey: 'test-search-only-key',
  indexName: 'flowloom_docs_test',
  outDir: 'build-hosted',
  /** `E2E_HOSTED_PORT` lets two checkouts run their browser tests side by side. */
  port: Number(process.env.E2E_HOSTED_PORT ?? 4174),
} as const;

export const hostedSearchEnv = {
  DOCS_ALGOLIA_APP_ID: hostedSearch.appId,
  DOCS_ALGOLIA_SEARCH_KEY: hostedSearch.apiKey,
  DOCS_ALGOLIA_INDEX_NAME: hostedSearch.indexName,
};
