import {BASE, colorModeToggle, expect, htmlLang, localePath, locales, test} from './fixtures';

const html = (page: import('@playwright/test').Page) => page.locator('html');

test.describe('colour mode', () => {
  test('toggles, persists under the "theme" key and follows another tab', async ({
    page,
    context,
  }) => {
    await page.goto(BASE);
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');

    const other = await context.newPage();
    await other.goto(`${BASE}concepts-overview`);
    await expect(html(other)).toHaveAttribute('data-theme', 'dark');
    await other.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(html(other)).toHaveAttribute('data-theme', 'light');
    // The first tab follows the change made in the second one.
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });

  test('follows the system preference when nothing is stored', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto(BASE);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({colorScheme: 'light'});
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('locale dropdown', () => {
  for (const locale of locales) {
    test(`links to the same page in each locale, keeping query and hash (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${localePath(locale, 'concepts-flows')}?ref=test#anchor`);
      const dropdown = page
        .locator('.navbar__items--right .dropdown')
        .filter({has: page.locator('a[lang]')});
      await dropdown.hover();
      for (const target of locales) {
        await expect(dropdown.locator(`a[lang="${htmlLang(target)}"]`)).toHaveAttribute(
          'href',
          `${localePath(target, 'concepts-flows')}?ref=test#anchor`,
        );
      }
      const other = locales.find((candidate) => candidate !== locale)!;
      await dropdown.locator(`a[lang="${htmlLang(other)}"]`).click();
      await expect(page).toHaveURL(`${localePath(other, 'concepts-flows')}?ref=test#anchor`);
    });
  }
});

test('the version dropdown shows the only version, Next, linking to the same page', async ({
  page,
}) => {
  await page.goto(`${BASE}concepts-flows?ref=test#anchor`);
  const dropdown = page
    .locator('.navbar__items--right .dropdown')
    .filter({hasNot: page.locator('a[lang]')});
  await expect(dropdown.locator('.navbar__link')).toHaveText('Next');
  await dropdown.hover();
  const next = dropdown.locator('.dropdown__menu a', {hasText: 'Next'});
  await expect(next).toHaveCount(1);
  await expect(next).toHaveAttribute('href', `${BASE}concepts-flows?ref=test#anchor`);
  await expect(dropdown.locator('.dropdown__menu')).toContainText('Release notes');
});

test('the announcement bar closes and stays closed', async ({page}) => {
  await page.goto(BASE);
  const bar = page.getByRole('banner').filter({hasText: 'release notes'});
  await expect(bar).toBeVisible();
  // Its Close button works once the page has hydrated.
  await expect(colorModeToggle(page)).toBeEnabled();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  // The locator seen visible above: a text the bar no longer holds would pass toBeHidden unseen.
  await expect(bar).toBeHidden();
});

test('the table of contents lists h2 and h3 but not h4', async ({page}) => {
  await page.goto(`${BASE}concepts-components`);
  const article = page.locator('article');
  const h2 = await article.locator('h2[id]').allTextContents();
  const h3 = await article.locator('h3[id]').allTextContents();
  const h4 = await article.locator('h4[id]').allTextContents();
  expect(h3.length, 'the page has h3 headings').toBeGreaterThan(0);
  expect(h4.length, 'the page has an h4 heading').toBeGreaterThan(0);
  const toc = page.locator('.table-of-contents');
  const tocItems = (await toc.locator('a').allTextContents()).map((text) => text.trim());
  const clean = (texts: string[]) => texts.map((text) => text.replace(/\u200b|#$/g, '').trim());
  expect(tocItems).toEqual(expect.arrayContaining([...clean(h2), ...clean(h3)]));
  for (const heading of clean(h4)) expect(tocItems).not.toContain(heading);
});
