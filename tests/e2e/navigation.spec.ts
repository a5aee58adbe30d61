import {BASE, colorModeToggle, expect, test} from './fixtures';

test.describe('mobile navbar', () => {
  test.use({viewport: {width: 375, height: 740}});

  test('opens as a sidebar, locks scrolling, has a secondary menu and closes on desktop', async ({
    page,
  }) => {
    await page.goto(`${BASE}concepts-flows`);
    // The toggle works once the page has hydrated (its click did nothing before, under load).
    await expect(colorModeToggle(page)).toBeEnabled();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.locator('.navbar-sidebar__backdrop')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // On a doc page the sidebar opens on the doc menu: the secondary menu.
    await expect(sidebar.getByRole('button', {name: '← Back to main menu'})).toBeVisible();
    await sidebar.getByRole('button', {name: '← Back to main menu'}).click();
    await expect(sidebar.locator('.navbar-sidebar__item.menu').first()).toContainText('Guides');

    await page.setViewportSize({width: 1200, height: 800});
    await expect(sidebar).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('widening the window brings a working docs sidebar and table of contents', async ({
    page,
  }) => {
    // On a phone they are left unhydrated (src/components/DesktopOnly.tsx), then dropped.
    await page.goto(`${BASE}components-vector-stores`);
    const sidebar = page.locator('.theme-doc-sidebar-container');
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(sidebar).toBeHidden();
    await expect(toc).toHaveCount(0);

    await page.setViewportSize({width: 1200, height: 800});
    await expect(sidebar.getByRole('link', {name: 'Vector stores', exact: true})).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A category collapses, and expands again.
    const category = sidebar.locator('.menu__link--sublist-caret', {hasText: 'Get started'});
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    // The table of contents is there, and its links lead to their headings.
    const firstEntry = toc.locator('a').first();
    await expect(firstEntry).toBeVisible();
    const hash = (await firstEntry.getAttribute('href'))!;
    await firstEntry.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
  });
});

test('the navbar hides on scroll down and returns on scroll up', async ({page}) => {
  await page.goto(`${BASE}concepts-components`);
  const navbar = page.locator('nav.navbar');
  await expect(navbar).not.toHaveClass(/navbarHidden/);
  for (let step = 0; step < 6; step += 1) await page.mouse.wheel(0, 250);
  await expect(navbar).toHaveClass(/navbarHidden/);
  for (let step = 0; step < 2; step += 1) await page.mouse.wheel(0, -150);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
});

test('a route change scrolls to the top, or to the hash anchor', async ({page}) => {
  await page.goto(`${BASE}concepts-components`);
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(`${BASE}concepts-flows`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // A content link to a heading of another page (the quickstart links into the concepts) lands on that heading.
  await page.goto(`${BASE}get-started-quickstart`);
  const link = page.locator('article a[href*="/concepts-"][href*="#"]').first();
  await expect(link, 'the quickstart links to a heading of a concepts page').toBeVisible();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
  const id = decodeURIComponent(href.split('#')[1]!);
  await expect
    .poll(() =>
      page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top, id),
    )
    .toBeLessThan(150);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
