import type {Locator, Page} from '@playwright/test';

import {DEFAULT_INDEX_NAME, SEARCH_INPUT_MAX_LENGTH} from '../../features/search/common/constants';
import {INDEX_FILE_NAME} from '../../features/search/common/indexFormat';
import {BASE, expect, localePath, locales, message, openSearchModal, test} from './fixtures';

/** Per locale: a query whose best hit is a known page title, and a typo of a 5+ letter word. */
const queries = {
  en: {
    exact: 'voice mode',
    title: 'Voice mode',
    slug: 'concepts-voice-mode',
    typo: 'playgrund',
    typoTitle: /Playground/,
  },
  'zh-Hans': {
    exact: '语音模式',
    title: '语音模式',
    slug: 'concepts-voice-mode',
    typo: 'playgrund',
    // The corrected word in a hit's title, whatever its case: in Chinese the short heading
    // "Shareable playground" outscores the longer page title "Playground：以聊天方式测试流程".
    typoTitle: /playground/i,
  },
} as const;

const recentKey = `__DOCSEARCH_RECENT_SEARCHES__${DEFAULT_INDEX_NAME}`;
const favoriteKey = `__DOCSEARCH_FAVORITE_SEARCHES__${DEFAULT_INDEX_NAME}`;

const modal = (page: Page): Locator => page.locator('.DocSearch-Modal');
const input = (page: Page): Locator => page.locator('.DocSearch-Input');
const hits = (page: Page): Locator => page.locator('.DocSearch-Hit');
/** The options of the results listbox: each result's link. */
const options = (page: Page): Locator => page.locator('.DocSearch-Hit a[role="option"]');

/** The search page's own field (the DocSearch input has no name). */
const pageField = (page: Page): Locator => page.locator('input[name="q"]');

async function search(page: Page, query: string): Promise<void> {
  await openSearchModal(page);
  await input(page).fill(query);
}

/** A stored DocSearch hit, as the modal keeps it in recent searches and favourites. */
function storedHit(locale: (typeof locales)[number], n: number) {
  const url = `http://127.0.0.1${localePath(locale, `concepts-flows#stored-${n}`)}`;
  return {
    objectID: `stored-${n}`,
    url,
    url_without_anchor: url,
    type: 'lvl2',
    anchor: `stored-${n}`,
    content: null,
    hierarchy: {
      lvl0: 'Concepts',
      lvl1: 'Flows',
      lvl2: `Stored ${n}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    _highlightResult: {},
    _snippetResult: {},
  };
}

for (const locale of locales) {
  const q = queries[locale];
  const home = localePath(locale, '/');
  const indexUrl = `${localePath(locale, '/')}${INDEX_FILE_NAME}`;
  const text = (id: string, english: string, values?: Record<string, string | number>) =>
    message(locale, `theme.SearchModal.${id}`, english, values);
  const recentTitle = text('startScreen.recentSearchesTitle', 'Recent');
  const saveTitle = text('startScreen.saveRecentSearchButtonTitle', 'Save this search');

  test.describe(`search modal (${locale})`, () => {
    test('opens with Ctrl+K, Cmd+K, "/" and a click, and closes with Escape', async ({page}) => {
      await page.goto(home);
      await openSearchModal(page);
      await page.keyboard.press('Escape');
      for (const open of [
        () => page.keyboard.press('Control+k'),
        () => page.keyboard.press('Meta+k'),
        () => page.keyboard.press('/'),
        () => page.locator('.DocSearch-Button').click(),
      ]) {
        await open();
        await expect(modal(page)).toBeVisible();
        await expect(input(page)).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(modal(page)).toBeHidden();
      }
    });

    test("loads this locale's index lazily, on hover of the search button, and never calls Algolia", async ({
      page,
    }) => {
      const indexRequests: string[] = [];
      const algolia: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith(INDEX_FILE_NAME))
          indexRequests.push(new URL(request.url()).pathname);
        if (/algolia/.test(new URL(request.url()).hostname)) algolia.push(request.url());
      });
      await page.goto(home);
      await page.waitForLoadState('networkidle');
      expect(indexRequests).toEqual([]);
      expect(await page.locator('link[rel="preconnect"][href*="algolia"]').count()).toBe(0);
      await page.locator('.DocSearch-Button').hover();
      await expect.poll(() => indexRequests).toEqual([indexUrl]);
      await search(page, q.exact);
      await expect(hits(page).first()).toBeVisible();
      expect(indexRequests, 'fetched once').toEqual([indexUrl]);
      expect(algolia).toEqual([]);
    });

    test('finds a page by its title first, with highlighted matches, only in this locale', async ({
      page,
    }) => {
      await page.goto(home);
      await search(page, q.exact);
      const first = hits(page).first();
      await expect(first.locator('.DocSearch-Hit-title')).toHaveText(q.title);
      await expect(first.locator('mark').first()).toBeVisible();
      // Every hit is a link into this locale.
      const hrefs = await hits(page)
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        expect(href, 'a link with its address').toMatch(new RegExp(`^${BASE}`));
        expect(href!.startsWith(`${BASE}zh-Hans/`), href!).toBe(locale === 'zh-Hans');
      }
      // A click opens the hit in this tab, on the page of this locale.
      await first.click();
      await expect(page).toHaveURL(localePath(locale, q.slug));
      await expect(modal(page)).toBeHidden();
    });

    test('tolerates a typo in a long word and matches a prefix while typing', async ({page}) => {
      await page.goto(home);
      await search(page, q.typo);
      await expect(hits(page).first().locator('.DocSearch-Hit-title')).toContainText(q.typoTitle);
      await input(page).fill('playgr');
      await expect(hits(page).first().locator('.DocSearch-Hit-title')).toContainText(q.typoTitle);
    });

    test('arrow keys move the active hit; Enter opens it', async ({page}) => {
      await page.goto(home);
      await search(page, q.exact);
      await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(input(page)).toHaveAttribute(
        'aria-activedescendant',
        (await options(page).nth(1).getAttribute('id'))!,
      );
      await page.keyboard.press('ArrowUp');
      await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(localePath(locale, q.slug));
      await expect(modal(page)).toBeHidden();
      await expect(page.locator('h1')).toHaveText(q.title);
    });

    test('hits are links: their address, and Ctrl+Enter, Shift+Enter, Ctrl+click, Shift+click and a middle click open a new tab', async ({
      page,
      context,
    }) => {
      await page.goto(home);
      await search(page, q.exact);
      // The option is the link, out of the Tab order as the options of a combobox are.
      const link = options(page).first();
      await expect(link).toHaveAttribute('href', localePath(locale, q.slug));
      await expect(link).toHaveAttribute('tabindex', '-1');
      const openedBy = async (action: () => Promise<void>): Promise<void> => {
        const opened = context.waitForEvent('page');
        await action();
        const tab = await opened;
        await tab.waitForLoadState();
        expect(new URL(tab.url()).pathname).toBe(localePath(locale, q.slug));
        await tab.close();
      };
      for (const keys of ['Control+Enter', 'Shift+Enter']) {
        await openedBy(() => page.keyboard.press(keys));
      }
      // The same with the mouse, as with any link.
      for (const modifiers of [['ControlOrMeta'], ['Shift']] as const) {
        await openedBy(() => link.click({modifiers: [...modifiers]}));
        await expect(modal(page)).toBeVisible();
      }
      await openedBy(() => link.click({button: 'middle'}));
      await expect(page).toHaveURL(home);
    });

    test('recent searches are kept, saved to favourites and removed', async ({page}) => {
      await page.goto(home);
      await search(page, q.exact);
      await expect(hits(page).first().locator('.DocSearch-Hit-title')).toHaveText(q.title);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(localePath(locale, q.slug));
      // DocSearch stored the search it opened; the modal reads the store when it opens.
      const stored = () =>
        page.evaluate(
          (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length,
          recentKey,
        );
      await expect.poll(stored, {message: 'recent searches stored'}).toBe(1);
      await openSearchModal(page);
      const section = (title: string) =>
        page.locator('.DocSearch-Hits', {
          has: page.locator('.DocSearch-Hit-source', {hasText: title}),
        });
      const recent = section(recentTitle);
      await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
      await recent.getByTitle(saveTitle).click();
      const favorites = section(text('startScreen.favoriteSearchesTitle', 'Favorite'));
      await expect(favorites.locator('.DocSearch-Hit')).toHaveCount(1);
      await expect(recent).toHaveCount(0);
      await favorites
        .getByTitle(
          text('startScreen.removeFavoriteSearchButtonTitle', 'Remove this search from favorites'),
        )
        .click();
      await expect(page.locator('.DocSearch-StartScreen')).toContainText(
        text('startScreen.noRecentSearchesText', 'No recent searches'),
      );
    });

    test('a recent search is saved with Ctrl+S and removed with Delete', async ({page}) => {
      await page.goto(home);
      await page.evaluate(([key, stored]) => localStorage.setItem(key, JSON.stringify(stored)), [
        recentKey,
        [storedHit(locale, 1), storedHit(locale, 2)],
      ] as const);
      await page.reload();
      await openSearchModal(page);
      const titles = (list: string) =>
        page.locator(`[id^="docsearch-${list}-item-"] .DocSearch-Hit-title`);
      const active = page.locator('.DocSearch-Hit a[aria-selected="true"] .DocSearch-Hit-title');
      await expect(active).toHaveText('Stored 1');
      await expect(page.locator('#docsearch-recentSearches-item-0')).toHaveAttribute(
        'aria-keyshortcuts',
        'Delete Control+S Meta+S',
      );
      await page.keyboard.press('ControlOrMeta+s');
      await expect(titles('favoriteSearches')).toHaveText(['Stored 1']);
      await expect(titles('recentSearches')).toHaveText(['Stored 2']);
      // Recent searches are listed first: the remaining one is now the active search.
      await expect(active).toHaveText('Stored 2');
      await page.keyboard.press('Delete');
      await expect(titles('recentSearches')).toHaveCount(0);
      await expect(titles('favoriteSearches')).toHaveText(['Stored 1']);
      await expect(input(page)).toBeFocused();
    });

    test('keeps 7 recent searches, 4 beside favourites, and 10 favourites', async ({page}) => {
      await page.goto(home);
      const seed = (recent: number, favorites: number) =>
        page.evaluate(
          ([keys, stored]) => {
            localStorage.setItem(keys[0], JSON.stringify(stored[0]));
            localStorage.setItem(keys[1], JSON.stringify(stored[1]));
          },
          [
            [recentKey, favoriteKey],
            [
              Array.from({length: recent}, (_, n) => storedHit(locale, n)),
              Array.from({length: favorites}, (_, n) => storedHit(locale, 100 + n)),
            ],
          ] as const,
        );
      const stored = (key: string) =>
        page.evaluate(
          (k) => (JSON.parse(localStorage.getItem(k) ?? '[]') as unknown[]).length,
          key,
        );
      const selectFirstHit = async () => {
        await search(page, q.exact);
        // Wait for this query's hits: until they render, the start screen lists the stored searches.
        await expect(hits(page).first().locator('.DocSearch-Hit-title')).toHaveText(q.title);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(localePath(locale, q.slug));
      };

      await seed(7, 0);
      await page.reload();
      await selectFirstHit();
      expect(await stored(recentKey)).toBe(7);

      await page.goto(home);
      await seed(7, 1);
      await page.reload();
      await selectFirstHit();
      expect(await stored(recentKey)).toBe(4);

      await page.goto(home);
      await seed(1, 10);
      await page.reload();
      await openSearchModal(page);
      await page
        .locator('.DocSearch-Hits', {
          has: page.locator('.DocSearch-Hit-source', {hasText: recentTitle}),
        })
        .getByTitle(saveTitle)
        .click();
      expect(await stored(favoriteKey)).toBe(10);
    });

    test('the input takes at most 64 characters, and selected text prefills it', async ({page}) => {
      await page.goto(localePath(locale, q.slug));
      await page.locator('h1').selectText();
      await openSearchModal(page);
      await expect(input(page)).toHaveValue(q.title);
      await expect(input(page)).toHaveAttribute('maxlength', '64');
      await input(page).fill('');
      await input(page).pressSequentially('a'.repeat(70));
      await expect(input(page)).toHaveValue('a'.repeat(64));
    });

    test('no results: the query, up to 3 suggestions and a way to report it; markup in a query stays text', async ({
      page,
    }) => {
      await page.goto(home);
      await search(page, q.exact);
      await expect(hits(page).first()).toBeVisible();
      // No page holds any of its words (a record holding some of them would answer).
      const hostile = `<img srcset=zq onerror="zqxSearchXss='zqx'">`;
      await input(page).fill(hostile);
      const noResults = page.locator('.DocSearch-NoResults');
      await expect(noResults).toContainText(
        `${text('noResultsScreen.noResultsText', 'No results for')} "${hostile}"`,
      );
      await expect(noResults).toContainText(
        text('noResultsScreen.suggestedQueryText', 'Try searching for'),
      );
      const suggestions = noResults.locator('.DocSearch-Prefill');
      expect(await suggestions.count()).toBeGreaterThan(0);
      expect(await suggestions.count()).toBeLessThanOrEqual(3);
      await expect(noResults).toContainText(
        text(
          'noResultsScreen.reportMissingResultsText',
          'Believe this query should return results?',
        ),
      );
      await expect(
        noResults.getByRole('link', {
          name: text('noResultsScreen.reportMissingResultsLinkText', 'Let us know.'),
        }),
      ).toHaveAttribute('href', /\/issues\/new\?title=/);
      expect(
        await page.evaluate(() => (window as unknown as {zqxSearchXss?: unknown}).zqxSearchXss),
      ).toBeUndefined();
      await suggestions.first().click();
      await expect(hits(page).first()).toBeVisible();
    });

    test('shows "Unable to fetch results" when the index cannot be loaded', async ({
      page,
      problems,
    }) => {
      await page.route(`**${indexUrl}`, (route) => route.fulfill({status: 503, body: 'down'}));
      await page.goto(home);
      await search(page, q.exact);
      const error = page.locator('.DocSearch-ErrorScreen');
      await expect(error).toContainText(text('errorScreen.titleText', 'Unable to fetch results'));
      await expect(error).toContainText(
        text('errorScreen.helpText', 'You might want to check your network connection.'),
      );
      await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
      // The index is asked for again on the next query: search recovers once it can be loaded.
      await page.unroute(`**${indexUrl}`);
      await input(page).fill(`${q.exact} `);
      await expect(hits(page).first()).toBeVisible();
      await expect(error).toHaveCount(0);
      // The failed search is rethrown by DocSearch (uncaught) after every host failed: expected here.
      problems.failedRequests.length = 0;
      problems.consoleErrors.splice(
        0,
        Infinity,
        ...problems.consoleErrors.filter((e) => !/Unreachable hosts/.test(e)),
      );
    });

    test('shows "Unable to fetch results" when a part of the index cannot be loaded', async ({
      page,
      problems,
    }) => {
      await page.route('**/search-index/**', (route) => route.fulfill({status: 503, body: 'down'}));
      await page.goto(home);
      await search(page, q.exact);
      await expect(page.locator('.DocSearch-ErrorScreen')).toContainText(
        text('errorScreen.titleText', 'Unable to fetch results'),
      );
      await page.unroute('**/search-index/**');
      await input(page).fill(`${q.exact} `);
      await expect(hits(page).first()).toBeVisible();
      problems.failedRequests.length = 0;
      problems.consoleErrors.splice(
        0,
        Infinity,
        ...problems.consoleErrors.filter((e) => !/Unreachable hosts/.test(e)),
      );
    });

    test('a slow index shows the stalled state after 300 ms, then the results', async ({page}) => {
      await page.route(`**${indexUrl}`, async (route) => {
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.fulfill({response});
      });
      await page.goto(home);
      await search(page, q.exact);
      await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
      await expect(hits(page).first()).toBeVisible();
      await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
    });

    test('viewed and selected hits go to the analytics data layer', async ({page}) => {
      await page.goto(home);
      await search(page, q.exact);
      await expect(hits(page).first()).toBeVisible();
      const events = () =>
        page.evaluate(() =>
          ((window as unknown as {dataLayer: Record<string, unknown>[]}).dataLayer ?? []).filter(
            (entry) => typeof entry.event === 'string' && entry.event.startsWith('search_'),
          ),
        );
      await expect
        .poll(async () => (await events()).map((e) => e.event))
        .toContain('search_results_viewed');
      const viewed = (await events()).filter((e) => e.event === 'search_results_viewed');
      for (const event of viewed) {
        expect((event.search_object_ids as string[]).length).toBeGreaterThan(0);
        expect((event.search_object_ids as string[]).length).toBeLessThanOrEqual(20);
      }
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => (await events()).map((e) => e.event))
        .toContain('search_result_clicked');
      const clicked = (await events()).find((e) => e.event === 'search_result_clicked')!;
      expect(clicked.search_event_name).toBe('Item Selected');
      expect(clicked.search_query_id).toMatch(/^[0-9a-f]{32}$/);
      expect(clicked.search_positions).toEqual([1]);
    });

    test('"See all results" leads to the search page, which pages by 20', async ({page}) => {
      await page.goto(home);
      await search(page, 'flow');
      const seeAll = page.locator('.DocSearch-HitsFooter a');
      const total = Number((await seeAll.textContent())?.match(/\d+/)?.[0]);
      await expect(seeAll).toHaveText(
        message(locale, 'theme.SearchBar.seeAll', 'See all {count} results', {count: total}),
      );
      expect(total).toBeGreaterThan(20);
      await seeAll.click();
      await expect(page).toHaveURL(`${localePath(locale, 'search')}?q=flow`);
      const results = page.locator('main article');
      await expect(results).toHaveCount(20);
      await expect(page.locator('form + .row')).toContainText(String(total));
      // Scrolling to the end loads the next page. One instant jump: a smooth wheel scroll can still be
      // moving when the second page arrives, reach the new end and load a third. The page loads more
      // only when its "fetching" line moves up into view, so the jump waits until the page watches
      // that line: rendered, then observed once (an observer reports on the frames after it starts).
      await expect(
        page.getByText(
          message(locale, 'theme.SearchPage.fetchingNewResults', 'Fetching new results...'),
        ),
      ).toBeAttached();
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await page.evaluate(() =>
        window.scrollTo({top: document.body.scrollHeight, behavior: 'instant'}),
      );
      await expect.poll(() => results.count()).toBe(Math.min(40, total));
    });
  });

  test.describe(`search page (${locale})`, () => {
    test('reads q when loaded directly, renders without a hydration error, and searches as you type', async ({
      page,
    }) => {
      await page.goto(`${localePath(locale, 'search')}?q=${encodeURIComponent(q.exact)}`);
      const field = pageField(page);
      await expect(field).toHaveValue(q.exact);
      const first = page.locator('main article').first();
      await expect(first.locator('h2')).toHaveText(q.title);
      await expect(first.locator('h2 a')).toHaveAttribute('href', localePath(locale, q.slug));
      await field.fill(q.typo);
      await expect(page).toHaveURL(new RegExp(`\\?q=${q.typo}$`));
      await expect(page.locator('main article').first().locator('h2')).toContainText(q.typoTitle);
    });

    test("the search page takes 64 characters, as the modal, and shows no 'No results' before its first answer", async ({
      page,
    }) => {
      const noResults = message(locale, 'theme.SearchPage.noResultsText', 'No results were found');
      // Every "No results" the page shows, from its first frame on.
      await page.addInitScript((text) => {
        const seen: string[] = [];
        (window as unknown as {__noResults: string[]}).__noResults = seen;
        new MutationObserver(() => {
          document.querySelectorAll('p').forEach((paragraph) => {
            if (paragraph.textContent === text) seen.push(text);
          });
        }).observe(document, {subtree: true, childList: true, characterData: true});
      }, noResults);
      await page.goto(`${localePath(locale, 'search')}?q=${encodeURIComponent(q.exact)}`);
      await expect(page.locator('main article').first().locator('h2')).toHaveText(q.title);
      expect(
        await page.evaluate(() => (window as unknown as {__noResults: string[]}).__noResults),
      ).toEqual([]);
      // The check sees the paragraph when it does come: for a query that finds nothing.
      await pageField(page).fill('zqxjv');
      await expect(page.getByText(noResults)).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as {__noResults: string[]}).__noResults),
      ).not.toEqual([]);

      const long = `${q.exact} ${'x'.repeat(200)}`;
      await page.goto(`${localePath(locale, 'search')}?q=${encodeURIComponent(long)}`);
      await expect(pageField(page)).toHaveAttribute('maxlength', String(SEARCH_INPUT_MAX_LENGTH));
      await expect(pageField(page)).toHaveValue(long.slice(0, SEARCH_INPUT_MAX_LENGTH));
    });

    test('has a meta description', async ({page}) => {
      await page.goto(localePath(locale, 'search'));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        message(
          locale,
          'flowloom.SearchPage.description',
          'Search the {name} guides, component reference and API reference.',
          {name: 'Flowloom'},
        ),
      );
    });

    test('escapes markup in the query and shows no results for punctuation', async ({page}) => {
      await page.goto(
        `${localePath(locale, 'search')}?q=${encodeURIComponent(`<img srcset=zq onerror="window.__searchXss='zqx'">`)}`,
      );
      await expect(pageField(page)).toHaveValue(
        `<img srcset=zq onerror="window.__searchXss='zqx'">`,
      );
      await pageField(page).fill('?!…###');
      await expect(page.locator('main article')).toHaveCount(0);
      expect(
        await page.evaluate(() => (window as unknown as {__searchXss?: unknown}).__searchXss),
      ).toBeUndefined();
    });
  });
}

test('the not-found page offers a search for the missing path', async ({page}) => {
  await page.goto(`${BASE}concepts-flowz`);
  const link = page.getByRole('link', {name: 'Search the docs'});
  await expect(link).toHaveAttribute('href', `${BASE}search?q=concepts%20flowz`);
  await link.click();
  await expect(pageField(page)).toHaveValue('concepts flowz');
});
