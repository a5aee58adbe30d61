import {BASE, expect, test} from './fixtures';

test('a page-view event is recorded on each route change', async ({page}) => {
  await page.goto(BASE);
  const pageViews = () =>
    page.evaluate(() =>
      (window as unknown as {dataLayer: IArguments[]}).dataLayer
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter(([kind, name]) => kind === 'event' && name === 'page_view')
        .map(([, , params]) => (params as {page_path: string}).page_path),
    );
  await expect.poll(pageViews).toEqual([BASE]);
  // Tag Manager is configured too: its bootstrap event is in the same data layer.
  expect(await page.evaluate(() => JSON.stringify((window as unknown as {dataLayer: unknown[]}).dataLayer))).toContain(
    'gtm.js',
  );

  await page.locator('.menu__link', {hasText: 'Installation'}).click();
  await expect.poll(pageViews).toEqual([BASE, `${BASE}get-started-installation`]);
  await page.locator('.menu__link', {hasText: 'Quickstart'}).click();
  await expect.poll(pageViews).toEqual([BASE, `${BASE}get-started-installation`, `${BASE}get-started-quickstart`]);
});

test('a click on a content image zooms it, and a scroll closes it', async ({page}) => {
  await page.goto(`${BASE}concepts-overview`);
  const image = page.locator('.markdown img').first();
  await image.scrollIntoViewIfNeeded();
  // The zoom attaches one second after the route renders.
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 5_000});
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  await page.mouse.wheel(0, 200);
  await expect(page.locator('.medium-zoom-overlay')).toBeHidden();
});

test('a chunk that fails to load twice ends in the Retry box, and Retry recovers', async ({page, problems}) => {
  await page.goto(BASE);
  await page.waitForLoadState('networkidle');
  // Every script this page did not load yet belongs to the next route: fail those.
  const loaded = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
  );
  let failing = true;
  let aborted = 0;
  await page.route(/\/assets\/js\/.*\.js$/, (route) => {
    if (failing && !loaded.has(route.request().url())) {
      aborted += 1;
      return route.abort('failed');
    }
    return route.continue();
  });
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.locator('.menu__link', {hasText: 'Installation'}).click();
  // First failure: the page reloads once; second failure: the Retry box.
  const box = page.getByRole('alert').filter({hasText: 'This page could not be loaded.'});
  await expect(box).toBeVisible({timeout: 20_000});
  await expect(page).toHaveURL(`${BASE}get-started-installation`);
  expect(loads).toBe(1);
  expect(aborted).toBeGreaterThanOrEqual(2);

  failing = false;
  await box.getByRole('button', {name: 'Retry'}).click();
  await expect(box).toBeHidden();
  await expect(page.locator('h1')).toHaveText('Install Flowloom');
  // The page is interactive again: client-side navigation works.
  await page.locator('.menu__link', {hasText: 'Quickstart'}).click();
  await expect(page).toHaveURL(`${BASE}get-started-quickstart`);

  // The failures above were the point of the test.
  problems.consoleErrors.length = 0;
  problems.failedRequests.length = 0;
});

test.describe('crash screen', () => {
  test("shows 'This page crashed.' with the causes, and 'Try again' re-renders", async ({page, problems}) => {
    await page.goto(`${BASE}__tests/crash`);
    await page.getByRole('button', {name: 'Crash this page'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    await expect(page).toHaveTitle(/^Page Error/);
    const main = page.locator('main');
    await expect(main).toContainText('Test crash requested by the browser tests');
    await expect(main).toContainText('Cause:');
    await expect(main).toContainText('The root cause of the test crash');
    // The layout survives the crash: navbar and footer are still there.
    await expect(page.locator('nav.navbar')).toBeVisible();

    await page.evaluate(() => (window.flowloomTestCrash = false));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Crash test');
    await expect(page.getByText('The page rendered again.')).toBeVisible();

    // React reports the caught render error on the console; that is expected here.
    const unexpected = problems.consoleErrors.filter((error) => !/test crash/i.test(error));
    problems.consoleErrors.splice(0, Infinity, ...unexpected);
  });
});
