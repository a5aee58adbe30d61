import {readFileSync} from 'node:fs';

import {load} from 'cheerio';

import {localesOf, resolveRequest} from '../../scripts/static-server';
import {legacyRedirects} from '../../data/redirects';
import {colourRules, expectNoAxeViolations} from './axe';
import {CHROME_SELECTORS, chromeShapes, layoutKindOf, layoutPages} from './chrome';
import {
  BASE,
  expect,
  htmlLang,
  localePath,
  locales,
  pageTest,
  switchToDarkMode,
  test,
} from './fixtures';
import {sitemapPaths} from './sitemap';

const BUILD = 'build';

const notFoundText = {
  en: {title: 'Page Not Found', text: 'We could not find what you were looking for.'},
  'zh-Hans': {title: '找不到页面', text: '我们找不到您要找的页面。'},
} as const;

for (const locale of locales) {
  const paths = sitemapPaths(locale);
  test(`the ${locale} sitemap lists every page`, () => {
    expect(paths.length, 'run the build first').toBeGreaterThan(100);
    expect(paths).toContain(localePath(locale, '/'));
    expect(paths).toContain(localePath(locale, 'api/simplified-run-flow'));
  });
  test(`the ${locale} sitemap leaves out the search page, which has no content of its own`, () => {
    expect(paths).not.toContain(localePath(locale, 'search'));
  });
  test.describe(`sitemap page (${locale})`, () => {
    /** The chrome's fingerprint of each kind's own page, read once per worker. */
    const kindShapes = new Map<string, Set<string>>();
    // The search page is checked with them, though crawlers are not sent to it.
    for (const path of [...paths, localePath(locale, 'search')]) {
      pageTest(path, async ({sitePage: page}) => {
        const kind = layoutKindOf(locale, path);
        if (!kindShapes.has(kind)) {
          await page.goto(localePath(locale, layoutPages[kind]));
          kindShapes.set(kind, new Set(await chromeShapes(page)));
        }
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1').first()).toBeVisible();
        expect(await page.locator('html').getAttribute('lang')).toBe(htmlLang(locale));
        // The chrome is checked in full on its kind's page (accessibility.spec.ts); here too when
        // it has markup that page lacks.
        const known = kindShapes.get(kind)!;
        const newChrome = (await chromeShapes(page)).filter((shape) => !known.has(shape));
        const exclude = newChrome.length > 0 ? [] : CHROME_SELECTORS;
        const scope = newChrome.length > 0 ? 'whole page: new chrome' : 'content';
        // WCAG 2.1 A and AA (the browser prefers light: the page opens light), then the rules of
        // colour in dark mode: switching modes changes nothing else.
        await expectNoAxeViolations(page, `${path}, light mode, ${scope}`, {exclude});
        await switchToDarkMode(page);
        await expectNoAxeViolations(page, `${path}, dark mode, ${scope}`, {
          exclude,
          rules: colourRules,
        });
      });
    }
  });
}

test('robots.txt at the host root lets crawlers in and names every locale sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\S*/m);
  const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map(
    ([, url]) => new URL(url!).pathname,
  );
  expect(sitemaps).toEqual(locales.map((locale) => localePath(locale, 'sitemap.xml')));
  for (const sitemap of sitemaps) {
    expect((await request.get(sitemap)).status(), sitemap).toBe(200);
  }
});

test.describe('not-found screen', () => {
  for (const locale of locales) {
    test(`shows for an unknown path (${locale})`, async ({page}) => {
      const response = await page.goto(localePath(locale, 'no-such-page/at-all'));
      expect(response?.status()).toBe(404);
      const {title, text} = notFoundText[locale];
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title}`));
      // A way back: the welcome page link works (the search link is tested in search.spec.ts).
      await page.locator(`main a[href="${localePath(locale, '/')}"]`).click();
      await expect(page).toHaveURL(localePath(locale, '/'));
    });
  }
});

test.describe('legacy paths', () => {
  const legacyPaths = legacyRedirects.flatMap(({from, to}) =>
    [from].flat().map((legacy) => ({legacy, to})),
  );

  for (const locale of locales) {
    test(`every legacy path has a page that sends the reader to its new page (${locale}, from the files)`, () => {
      expect(legacyPaths.length).toBeGreaterThan(10);
      for (const {legacy, to} of legacyPaths) {
        const path = localePath(locale, legacy);
        const served = resolveRequest(BUILD, BASE, localesOf(BUILD), path);
        expect(served, path).toMatchObject({kind: 'file', status: 200});
        const $ = load(readFileSync((served as {file: string}).file, 'utf8'));
        const target = localePath(locale, to);
        // The plugin's page: a refresh for browsers without scripts, a script that keeps ?query#hash.
        const refresh = $('meta[http-equiv="refresh"]').attr('content');
        const script = $('script').text();
        expect(refresh, path).toBe(`0; url=${target}`);
        expect(script, path).toContain(
          `window.location.href = '${target}' + window.location.search + window.location.hash`,
        );
        expect(resolveRequest(BUILD, BASE, localesOf(BUILD), target), target).toMatchObject({
          kind: 'file',
          status: 200,
        });
      }
    });

    // One real navigation per locale: the page loads, its script runs under the site's CSP, and the
    // query and hash come along.
    test(`a legacy path navigates to its new page, keeping query and hash (${locale})`, async ({
      page,
    }) => {
      const {legacy, to} = legacyPaths.find(({to: target}) => target !== '/')!;
      await page.goto(`${localePath(locale, legacy)}?from=legacy#top`);
      await expect(page).toHaveURL(`${localePath(locale, to)}?from=legacy#top`);
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }
});

test.describe('.html paths', () => {
  for (const locale of locales) {
    test(`normalise to the clean path (${locale})`, async ({page}) => {
      await page.goto(localePath(locale, 'concepts-flows.html'));
      await expect(page).toHaveURL(localePath(locale, 'concepts-flows'));
      await expect(page.locator('h1')).toBeVisible();

      await page.goto(localePath(locale, 'index.html'));
      await expect(page).toHaveURL(localePath(locale, '/'));

      await page.goto(
        `${localePath(locale, 'get-started-quickstart')}/index.html?from=test#run-from-code`,
      );
      await expect(page).toHaveURL(
        `${localePath(locale, 'get-started-quickstart')}?from=test#run-from-code`,
      );
    });
  }
});

test('the base path without its slash leads to the welcome page', async ({page}) => {
  await page.goto(BASE.replace(/\/$/, ''));
  await expect(page).toHaveURL(BASE);
});
