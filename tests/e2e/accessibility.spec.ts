import type {Page} from '@playwright/test';

import {expectNoAxeViolations} from './axe';
import {chromeShapes, layoutPages} from './chrome';
import {
  BASE,
  colorModeToggle,
  expect,
  localePath,
  locales,
  openSearchModal,
  test,
} from './fixtures';

/**
 * axe in both colour modes on what a sitemap load does not show (an open search modal, the mobile
 * menu, the API explorer's tabs), and on one page of each kind of coloured content, so that a
 * change of content cannot silently drop a kind from the per-page check in pages.spec.ts.
 */

/** Opens `path` in the emulated colour mode and waits until React has hydrated it. */
async function open(page: Page, path: string, mode: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expect(colorModeToggle(page)).toBeEnabled();
}

const contentKinds = [
  {kind: 'code blocks', path: 'get-started-quickstart', selector: '.theme-code-block'},
  {kind: 'admonitions', path: 'get-started-quickstart', selector: '.theme-admonition'},
  {kind: 'tables', path: 'get-started-quickstart', selector: '.markdown table'},
  {kind: 'the API method badge', path: 'api/simplified-run-flow', selector: '.badge'},
  {kind: 'the API index method badges', path: 'api', selector: 'article section li span'},
];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`axe in ${mode} mode`, () => {
    test.use({colorScheme: mode});

    // The chrome of every kind of layout, in full, in each locale; pages.spec.ts checks every page's
    // content, and its chrome only where it differs from its kind's (tests/e2e/chrome.ts).
    for (const locale of locales)
      for (const [kind, path] of Object.entries(layoutPages))
        test(`the ${kind} layout, chrome and all (${locale})`, async ({page}) => {
          await open(page, localePath(locale, path), mode);
          await expectNoAxeViolations(page, `${kind} layout (${locale}), ${mode}`);
        });

    for (const {kind, path, selector} of contentKinds) {
      test(`${kind} (${path})`, async ({page}) => {
        await open(page, `${BASE}${path}`, mode);
        await expect(page.locator(selector).first()).toBeVisible();
        await expectNoAxeViolations(page, `${kind}, ${mode}`, {include: selector});
      });
    }

    test('the search modal, empty, with results and with recent searches', async ({page}) => {
      // DocSearch 3.9's own markup broke three rules here; the docsearch-* edits of
      // plugins/docusaurus/dependency-edits/registry.ts mend it.
      await open(page, BASE, mode);
      await openSearchModal(page);
      await expectNoAxeViolations(page, `empty search modal, ${mode}`, {
        include: '.DocSearch-Container',
      });
      await page.locator('.DocSearch-Input').fill('flow');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expectNoAxeViolations(page, `search modal, ${mode}`, {include: '.DocSearch-Container'});
      // Opening a hit makes it a recent search: the start screen lists it with its action buttons.
      await page.keyboard.press('Enter');
      await expect(page.locator('.DocSearch-Container')).toBeHidden();
      await openSearchModal(page);
      await expect(page.locator('.DocSearch-Hit-action-button').first()).toBeVisible();
      await expectNoAxeViolations(page, `recent searches, ${mode}`, {
        include: '.DocSearch-Container',
      });
    });

    test('the API explorer with its request panel and sample tabs', async ({page}) => {
      await open(page, `${BASE}api/simplified-run-flow`, mode);
      // The placeholder the explorer loads from (features/api-reference/theme/ApiExplorer), then the explorer.
      await expectNoAxeViolations(page, `API explorer placeholder, ${mode}`);
      await page.getByRole('button', {name: 'Show request samples'}).click();
      const samples = page.locator('.openapi-tabs__code-list-container');
      await samples
        .getByRole('tab', {name: /python/i})
        .first()
        .click();
      await expect(page.locator('.openapi-explorer__request-btn')).toBeVisible();
      await expectNoAxeViolations(page, `API explorer, ${mode}`);
    });

    test('a page whose chrome has markup its kind lacks is told apart', async ({page}) => {
      await open(page, `${BASE}${layoutPages.guide}`, mode);
      const shapes = await chromeShapes(page);
      expect(shapes.length).toBeGreaterThan(20);
      // Another guide, in another section of the sidebar: the same kinds of markup.
      await open(page, `${BASE}deployment-docker`, mode);
      expect(await chromeShapes(page)).toEqual(shapes);
      // A new control in the navbar is a shape the kind's page lacks.
      await page
        .locator('.navbar__items')
        .first()
        .evaluate((items) => {
          items.insertAdjacentHTML(
            'beforeend',
            '<button type="button" aria-pressed="false">New</button>',
          );
        });
      expect((await chromeShapes(page)).filter((shape) => !shapes.includes(shape))).toEqual([
        'button||aria-pressed,type|',
      ]);
    });

    test.describe('at 375 px', () => {
      test.use({viewport: {width: 375, height: 740}});

      test('the mobile menu, open', async ({page}) => {
        await page.goto(`${BASE}concepts-flows`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        // The toggle works once the page has hydrated.
        await expect(async () => {
          await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
          await expect(page.locator('.navbar-sidebar')).toBeVisible({timeout: 1_000});
        }).toPass();
        await expectNoAxeViolations(page, `mobile menu, ${mode}`, {include: '.navbar-sidebar'});
      });
    });
  });
}
