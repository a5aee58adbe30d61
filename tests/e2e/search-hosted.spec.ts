import type {Request} from '@playwright/test';

import {createSearchIndex} from '../../features/search/common/engine';
import {inMemory, readIndexFiles} from '../../features/search/build/indexFiles';
import {INDEX_FILE_NAME} from '../../features/search/common/indexFormat';
import {answerAlgoliaRequest} from '../../features/search/common/protocol';
import {HIERARCHY_LEVELS} from '../../features/search/common/types';
import {hostedSearch} from '../../features/search/build/hostedFixture';
import {BASE, expect, openSearchModal, test} from './fixtures';

const origin = `http://127.0.0.1:${hostedSearch.port}`;
test.use({baseURL: origin});

/** Algolia's hosts: `{appId}-dsn.algolia.net` first, then `{appId}-{1,2,3}.algolianet.com`. */
const ALGOLIA_HOST = /^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//;

interface SeenQuery {
  url: URL;
  method: string;
  requests: Record<string, unknown>[];
}

/** Stands in for Algolia: answers with the same records the hosted index would hold. */
async function fakeAlgolia(page: import('@playwright/test').Page): Promise<SeenQuery[]> {
  const index = createSearchIndex(inMemory(readIndexFiles(hostedSearch.outDir)), origin);
  const seen: SeenQuery[] = [];
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST',
  };
  await page.route(ALGOLIA_HOST, async (route) => {
    const request: Request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors});
    const data = request.postData() ?? undefined;
    seen.push({
      url: new URL(request.url()),
      method: request.method(),
      requests: (JSON.parse(data ?? '{}') as {requests?: Record<string, unknown>[]}).requests ?? [],
    });
    const answer = await answerAlgoliaRequest(
      {method: request.method(), url: request.url(), data},
      (name) => (name === hostedSearch.indexName ? index : undefined),
    );
    return route.fulfill({
      status: answer.status,
      body: answer.content,
      contentType: 'application/json',
      headers: cors,
    });
  });
  return seen;
}

test.describe('hosted search (Algolia credentials set at build time)', () => {
  test('DocSearch preconnects to and queries the Algolia host, with contextual facet filters', async ({
    page,
  }) => {
    const seen = await fakeAlgolia(page);
    const localIndex: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(INDEX_FILE_NAME)) localIndex.push(request.url());
    });
    await page.goto(BASE);
    await expect(
      page.locator(`link[rel="preconnect"][href="https://${hostedSearch.appId}-dsn.algolia.net"]`),
    ).toHaveCount(1);
    await openSearchModal(page);
    await page.locator('.DocSearch-Input').fill('voice mode');
    await expect(page.locator('.DocSearch-Hit').first().locator('.DocSearch-Hit-title')).toHaveText(
      'Voice mode',
    );

    const query = seen.at(-1)!;
    expect(query.method).toBe('POST');
    expect(query.url.hostname).toBe(`${hostedSearch.appId.toLowerCase()}-dsn.algolia.net`);
    expect(query.url.pathname).toBe('/1/indexes/*/queries');
    expect(query.url.searchParams.get('x-algolia-application-id')).toBe(hostedSearch.appId);
    expect(query.url.searchParams.get('x-algolia-api-key')).toBe(hostedSearch.apiKey);
    const [request] = query.requests;
    expect(request).toMatchObject({
      indexName: hostedSearch.indexName,
      query: 'voice mode',
      attributesToRetrieve: [
        ...HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`),
        'content',
        'type',
        'url',
      ],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      facetFilters: [
        'language:en',
        [
          'docusaurus_tag:default',
          'docusaurus_tag:docs-default-current',
          'docusaurus_tag:docs-api-current',
        ],
      ],
    });
    expect(request!.attributesToSnippet).toContain('content:10');
    // DocSearch always sends the flag (true or false): the analytics need the query ID it asks for.
    expect(request!.clickAnalytics).toBe(true);
    expect(localIndex, 'the local index is not used').toEqual([]);
  });

  test('on a screen up to 768 px wide, snippets are 5 words', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    const seen = await fakeAlgolia(page);
    await page.goto(BASE);
    await openSearchModal(page);
    await page.locator('.DocSearch-Input').fill('flow');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(seen.at(-1)!.requests[0]!.attributesToSnippet).toContain('content:5');
  });

  test('the search page queries Algolia too, 20 hits a page', async ({page}) => {
    const seen = await fakeAlgolia(page);
    await page.goto(`${BASE}search?q=flow`);
    await expect(page.locator('main article')).toHaveCount(20);
    const hitsPerPage = seen
      .flatMap((query) => query.requests)
      .map((request) => request.hitsPerPage);
    expect(hitsPerPage).toContain(20);
    expect(hitsPerPage).not.toContain(15);
  });
});
