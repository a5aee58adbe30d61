import type {Page} from '@playwright/test';

import {expectVisibleFocus} from './focus';
import {colorModeToggle, expect, localePath, locales, message, test} from './fixtures';

/** Presses Tab and checks that the element it lands on shows a visible focus ring on screen. */
async function tab(page: Page, step: string): Promise<void> {
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page, step);
}

/** Presses Tab (checking focus each time) until `matches` holds for the focused element. */
async function tabUntil(
  page: Page,
  what: string,
  matches: (page: Page) => Promise<boolean>,
  limit = 150,
): Promise<void> {
  for (let press = 1; press <= limit; press += 1) {
    await tab(page, `Tab ${press} towards ${what}`);
    if (await matches(page)) return;
  }
  throw new Error(`${what} not reached in ${limit} Tab presses`);
}

const focusedMatches = (selector: string) => (page: Page) =>
  page.evaluate((css) => !!document.activeElement?.matches(css), selector);

/** Opens `slug` and waits until React has hydrated it (key handlers are attached then). */
async function open(page: Page, locale: (typeof locales)[number], slug: string): Promise<void> {
  await page.goto(localePath(locale, slug));
  await expect(colorModeToggle(page)).toBeEnabled();
}

for (const locale of locales) {
  const text = (id: string, english: string) => message(locale, id, english);

  test.describe(`keyboard (${locale})`, () => {
    test('the skip link comes first and moves focus to the content', async ({page}) => {
      await open(page, locale, 'concepts-flows');
      await tab(page, 'first Tab');
      await expect(page.locator(':focus')).toHaveText(
        text('theme.common.skipToMainContent', 'Skip to main content'),
      );
      // Enter moves the focus starting point to the content: the next Tab lands inside <main>,
      // past the navbar and the sidebar.
      await page.keyboard.press('Enter');
      await tab(page, 'first Tab after the skip link');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    });

    test('Tab reaches every navbar control, in order, with a visible focus ring', async ({
      page,
    }) => {
      await open(page, locale, 'concepts-flows');
      // The navbar's focusable controls as the page shows them (hidden dropdown items excluded),
      // numbered in document order.
      const controls = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('nav.navbar a[href], nav.navbar button'))
          .filter((element) => element.checkVisibility({visibilityProperty: true}))
          .map((element, index) => {
            element.dataset.navbarControl = String(index);
            return element.getAttribute('aria-label') ?? element.textContent;
          }),
      );
      expect(controls.length, 'logo, two docs links, two dropdowns, search, GitHub, mode').toBe(8);
      const reached: number[] = [];
      await tabUntil(page, 'the end of the navbar', async () => {
        const index = await page.evaluate(
          () => (document.activeElement as HTMLElement | null)?.dataset.navbarControl,
        );
        if (index !== undefined && !reached.includes(Number(index))) reached.push(Number(index));
        return reached.length === controls.length;
      });
      expect(reached, `focus order over ${controls.join(' | ')}`).toEqual(
        controls.map((_, i) => i),
      );
      expect(controls).toContain(text('theme.SearchBar.label', 'Search') + ' (Ctrl+K)');
    });

    test('a navbar dropdown opens on Enter, closes on Escape and when focus leaves it', async ({
      page,
    }) => {
      await open(page, locale, 'concepts-flows');
      const dropdown = page.locator('.navbar__items--right .dropdown').filter({
        has: page.locator('a[lang]'),
      });
      const toggle = dropdown.locator('> .navbar__link');
      const menu = dropdown.locator('.dropdown__menu');
      await tabUntil(page, 'the locale dropdown', focusedMatches('.dropdown:has(a[lang]) > a'));
      await expect(menu).toBeHidden();

      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await tab(page, 'into the open dropdown');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.dropdown__menu'))).toBe(
        true,
      );

      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await tabUntil(page, 'the control after the dropdown', async () =>
        page.evaluate(() => !document.activeElement?.closest('.dropdown')),
      );
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
    });

    test('the search modal opens from the keyboard, keeps focus, and gives it back on Escape', async ({
      page,
    }) => {
      await open(page, locale, '/');
      const button = page.locator('.DocSearch-Button');
      await tabUntil(page, 'the search button', focusedMatches('.DocSearch-Button'));
      await page.keyboard.press('Enter');
      const modal = page.locator('.DocSearch-Modal');
      await expect(modal).toBeVisible();
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await page.keyboard.type('flow');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      // More presses than the modal has controls: focus cycles inside it, back to the field.
      const controls = await modal
        .locator(':is(a[href], button:not([disabled]), input):not([tabindex="-1"])')
        .evaluateAll((elements) => elements.filter((e) => e.getClientRects().length > 0).length);
      let backToField = false;
      for (let press = 1; press <= controls + 2; press += 1) {
        await tab(page, `Tab ${press} in the search modal`);
        expect(
          await page.evaluate(() => !!document.activeElement?.closest('.DocSearch-Modal')),
          `Tab ${press} stays in the modal`,
        ).toBe(true);
        backToField ||= await page.evaluate(
          () => document.activeElement?.matches('.DocSearch-Input') === true,
        );
      }
      expect(backToField, 'Tab cycles back to the search field').toBe(true);
      await page.keyboard.press('Shift+Tab');
      await expect(page.locator('.DocSearch-Input')).not.toBeFocused();
      expect(await page.evaluate(() => !!document.activeElement?.closest('.DocSearch-Modal'))).toBe(
        true,
      );
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(button).toBeFocused();
    });

    test('the table of contents is reachable and Enter jumps to the heading', async ({page}) => {
      await open(page, locale, 'concepts-components');
      await tab(page, 'the skip link');
      await page.keyboard.press('Enter');
      await tabUntil(page, 'the table of contents', focusedMatches('.table-of-contents a'), 300);
      const href = (await page.locator(':focus').getAttribute('href'))!;
      const id = decodeURIComponent(href.split('#')[1]!);
      const heading = page.locator(`[id="${id}"]`);
      // Tabbing through the article scrolled past the heading: on screen after Enter means it jumped.
      await expect(heading).not.toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`#${encodeURIComponent(id)}$`));
      await expect(heading).toBeInViewport();
    });

    test.describe('at 375 px', () => {
      test.use({viewport: {width: 375, height: 740}});

      test('the mobile menu opens and closes with the keyboard', async ({page}) => {
        await page.goto(localePath(locale, 'concepts-flows'));
        const sidebar = page.locator('.navbar-sidebar');
        const openButton = page.getByRole('button', {
          name: text('theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Toggle navigation bar'),
        });
        await expect(openButton).toBeVisible();
        await tabUntil(page, 'the menu button', async () =>
          openButton.evaluate((element) => element === document.activeElement),
        );
        // Enter works once the page has hydrated.
        await expect(async () => {
          await page.keyboard.press('Enter');
          await expect(sidebar).toBeVisible({timeout: 1_000});
        }).toPass();
        const close = page.getByRole('button', {
          name: text('theme.docs.sidebar.closeSidebarButtonAriaLabel', 'Close navigation bar'),
        });
        await tabUntil(page, 'the close button', async () =>
          close.evaluate((element) => element === document.activeElement),
        );
        await page.keyboard.press('Enter');
        await expect(sidebar).toBeHidden();
      });
    });
  });
}
