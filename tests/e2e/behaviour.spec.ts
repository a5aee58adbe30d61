import {waitForDeferredCode} from '../../scripts/bench/pageWeight';
import {BASE, colorModeToggle, consentStorage, expect, test} from './fixtures';

test.describe('with analytics accepted', () => {
  test.use({storageState: consentStorage('granted')});

  test('a page-view event is recorded on each route change', async ({page}) => {
    await page.goto(BASE);
    /** Paths of the page views in the data layer: gtag sets page_path, then sends page_view. */
    const pageViews = () =>
      page.evaluate(() => {
        const views: string[] = [];
        let path = '';
        for (const entry of (window as unknown as {dataLayer: ArrayLike<unknown>[]}).dataLayer) {
          const [command, name, value] = Array.from(entry);
          if (command === 'set' && name === 'page_path') path = String(value);
          if (command === 'event' && name === 'page_view') views.push(path);
        }
        return views;
      });
    const layer = () =>
      page.evaluate(() => JSON.stringify((window as unknown as {dataLayer: unknown[]}).dataLayer));
    // The first page view is sent by the config command itself; Tag Manager bootstraps in the same layer.
    await expect.poll(layer).toContain('"config"');
    expect(await layer()).toContain('gtm.js');
    expect(await pageViews()).toEqual([]);

    // Hydrated: the click is a route change, not a new page load.
    await expect(colorModeToggle(page)).toBeEnabled();
    await page.locator('.menu__link', {hasText: 'Installation'}).click();
    await expect.poll(pageViews).toEqual([`${BASE}get-started-installation`]);
    await page.locator('.menu__link', {hasText: 'Quickstart'}).click();
    await expect
      .poll(pageViews)
      .toEqual([`${BASE}get-started-installation`, `${BASE}get-started-quickstart`]);
  });
});

test('a route change updates the title, description, canonical URL and language links', async ({
  page,
}) => {
  const head = () =>
    page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      zh: document.querySelector('link[rel="alternate"][hreflang="zh-Hans"]')?.getAttribute('href'),
    }));
  await page.goto(`${BASE}concepts-flows`);
  const first = await head();
  expect(first.canonical).toMatch(/\/concepts-flows$/);
  // Once hydrated, the sidebar link changes the route without a page load.
  await expect(colorModeToggle(page)).toBeEnabled();
  await page.evaluate(() => ((window as {stayed?: boolean}).stayed = true));
  await page.locator('.menu__link', {hasText: 'Installation'}).click();
  await expect(page).toHaveURL(`${BASE}get-started-installation`);
  expect(await page.evaluate(() => (window as {stayed?: boolean}).stayed)).toBe(true);
  await expect.poll(head).toMatchObject({
    title: expect.stringMatching(/^Install Flowloom/),
    canonical: expect.stringMatching(/\/get-started-installation$/),
    zh: expect.stringMatching(/\/zh-Hans\/get-started-installation$/),
  });
  const second = await head();
  expect(second.description).toBeTruthy();
  expect(second.description).not.toBe(first.description);
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
  // Scrolling more than 40 px closes the zoom (once its opening animation is over).
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 60));
    await expect(page.locator('.medium-zoom-overlay')).toBeHidden({timeout: 1_000});
  }).toPass();
});

test('a chunk that fails to load twice ends in the Retry box, and Retry recovers', async ({
  page,
  context,
  problems,
}) => {
  // The scripts that only the installation page needs: its route chunks.
  const scriptsOf = async (path: string): Promise<Set<string>> => {
    const probe = await context.newPage();
    const scripts = new Set<string>();
    probe.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await probe.goto(path);
    // Every script, the widget's that loads when the browser is idle included: on a busy machine
    // it came after the network's first quiet moment, and failing it on every page broke the test.
    await waitForDeferredCode(probe);
    await probe.close();
    return scripts;
  };
  const welcome = await scriptsOf(BASE);
  const routeChunks = [...(await scriptsOf(`${BASE}get-started-installation`))].filter(
    (url) => !welcome.has(url),
  );
  expect(routeChunks.length).toBeGreaterThan(0);

  let failing = true;
  let aborted = 0;
  await page.route(
    (url) => routeChunks.includes(url.href),
    (route) => {
      if (!failing) return route.continue();
      aborted += 1;
      return route.abort('failed');
    },
  );
  await page.goto(BASE);
  // Hydrated: the click is the app's navigation, not the browser's (which loads the page anew).
  await expect(colorModeToggle(page)).toBeEnabled();
  let loads = 0;
  page.on('load', () => (loads += 1));

  // Pointing at the link preloads the page's chunks: they fail, and the page stays as it is.
  const link = page.locator('.menu__link', {hasText: 'Installation'});
  await link.hover();
  await expect.poll(() => aborted).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(loads).toBe(0);
  await expect(page).toHaveURL(BASE);
  // Clicking navigates: the navigation fails with the same chunks, and the page loads anew.
  await link.click();
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
  test("shows 'This page crashed.' with the causes, and 'Try again' re-renders", async ({
    page,
    problems,
  }) => {
    await page.goto(`${BASE}__tests/crash`);
    // Its click handler is attached once the page has hydrated.
    await expect(colorModeToggle(page)).toBeEnabled();
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

test('scrolling down hides the navbar; scrolling up shows it and a back-to-top button that returns to the top', async ({
  page,
}) => {
  await page.goto(`${BASE}components-vector-stores`);
  await expect(colorModeToggle(page)).toBeEnabled();
  const navbar = page.locator('nav.navbar');
  // Hidden (so out of the accessibility tree) until shown: found by its theme class.
  const backToTop = page.locator('.theme-back-to-top-button');
  await expect(backToTop).not.toHaveClass(/backToTopButtonShow/);

  // Down twice: the theme compares each position with the last, and ignores a last one at the top.
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  await page.mouse.wheel(0, 2000);
  await expect(navbar).toHaveClass(/navbarHidden/);
  await expect(backToTop).not.toHaveClass(/backToTopButtonShow/);

  await page.mouse.wheel(0, -400);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
  await expect(backToTop).toHaveClass(/backToTopButtonShow/);
  await expect(backToTop).toHaveAccessibleName('Scroll back to top');
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).not.toHaveClass(/backToTopButtonShow/);
});

test('a page is on screen, whole, before its scripts run, and a page opened in the background still starts them', async ({
  page,
}) => {
  // When each script element is added, next to when the first contentful paint was.
  await page.addInitScript(() => {
    const added: {src: string; at: number}[] = [];
    (window as unknown as {scriptsAdded: typeof added}).scriptsAdded = added;
    new MutationObserver((records) => {
      for (const node of records.flatMap((record): Node[] => Array.from(record.addedNodes)))
        if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/'))
          added.push({src: node.src, at: performance.now()});
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto(`${BASE}components-vector-stores`);
  await expect(colorModeToggle(page)).toBeEnabled();
  const {paint, parsed, scripts} = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    parsed:
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.domContentLoadedEventEnd ?? NaN,
    scripts: (window as unknown as {scriptsAdded: {src: string; at: number}[]}).scriptsAdded,
  }));
  expect(scripts.slice(0, 2).map(({src}) => new URL(src).pathname)).toEqual([
    expect.stringMatching(/assets\/js\/runtime~main\.\w+\.js$/),
    expect.stringMatching(/assets\/js\/main\.\w+\.js$/),
  ]);
  expect(scripts[0]!.at).toBeGreaterThan(paint);
  // A first paint may show only the top of a page still arriving: they also wait for the whole page.
  expect(scripts[0]!.at).toBeGreaterThan(parsed);

  // A background tab does not paint until shown: its scripts start once the page is parsed, with
  // no paint reported.
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', {get: () => 'hidden'});
    PerformanceObserver.prototype.observe = () => undefined;
  });
  await page.reload();
  await expect(colorModeToggle(page)).toBeEnabled();
});

test("a component's details are drawn on a page load and after navigating to the page", async ({
  page,
}) => {
  const details = page.locator('.markdown table:has(caption)');
  await page.goto(`${BASE}components-vector-stores`);
  await expect(colorModeToggle(page)).toBeEnabled();
  const count = await details.count();
  expect(count).toBeGreaterThan(10);
  const firstTable = await details.first().innerText();
  expect(firstTable).toContain('Inputs');

  await page.goto(`${BASE}components-embedding-models`);
  await expect(colorModeToggle(page)).toBeEnabled();
  // Within the app: the browser does not load a page, so the details are drawn in it.
  await page.evaluate(() => ((window as unknown as {loadedHere: boolean}).loadedHere = true));
  await page.locator('.theme-doc-sidebar-menu a[href$="/components-vector-stores"]').click();
  await expect(page).toHaveURL(/\/components-vector-stores$/);
  await expect(details).toHaveCount(count);
  expect(await details.first().innerText()).toBe(firstTable);
  expect(await page.evaluate(() => (window as unknown as {loadedHere?: boolean}).loadedHere)).toBe(
    true,
  );
});
