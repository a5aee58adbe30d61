import {readFileSync} from 'node:fs';

import {consentStorageKey, type ConsentChoice} from '../../data/analytics';
import {findOperation, parseOperationRef} from '../../features/api-reference/build/document';
import {localizedDocument} from '../../features/api-reference/build/generated';
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import {
  builtLocales,
  localeConfigs,
  localeDir,
  siteDefaults,
  type BuiltLocale,
} from '../../data/site';

export {expect};
export const BASE = siteDefaults.baseUrl;
export const locales = builtLocales;

/** The `lang` attribute of a locale's pages, as the locale dropdown and `<html>` carry it. */
export const htmlLang = (locale: BuiltLocale): string => localeConfigs[locale].htmlLang;

/** The path of `page` (a clean slug such as `/concepts-flows`) in `locale`. */
export function localePath(locale: BuiltLocale, slug: string): string {
  return BASE + localeDir(locale) + slug.replace(/^\//, '');
}

interface Problems {
  consoleErrors: string[];
  failedRequests: string[];
}

const isLocal = (url: string): boolean => {
  const {protocol, hostname} = new URL(url);
  return (
    protocol === 'data:' ||
    protocol === 'blob:' ||
    hostname === '127.0.0.1' ||
    hostname === 'localhost'
  );
};

/**
 * Readies a context the tests open: requests that leave 127.0.0.1 are aborted (nothing waits on the
 * network), and anything the site's Content-Security-Policy blocks is logged as a console error.
 */
async function guard(context: BrowserContext): Promise<void> {
  // The server sends the site's Content-Security-Policy; anything it blocks is reported as an error.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content-Security-Policy: ${event.effectiveDirective} blocked ${event.blockedURI || 'an inline script'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  await context.route(
    (url) => !isLocal(url.href),
    (route) => route.abort('blockedbyclient'),
  );
}

/** Collects the console errors and failed same-origin requests of `page` into `problems`; returns a stop. */
function watch(page: Page, problems: Problems): () => void {
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // An aborted third-party request logs an error whose source is that request.
    const source = message.location().url;
    if (source && !isLocal(source)) return;
    // Failed loads are reported below, from the network, with their URL and status.
    if (/^Failed to load resource/.test(message.text())) return;
    problems.consoleErrors.push(`${page.url()}: ${message.text()}`);
  };
  const onPageError = (error: Error) =>
    problems.consoleErrors.push(`${page.url()}: ${error.message}`);
  const onRequestFailed = (request: Request) => {
    const error = request.failure()?.errorText ?? '';
    // ERR_ABORTED: the page navigated away while the request (often a prefetch) was in flight.
    if (isLocal(request.url()) && error !== 'net::ERR_ABORTED') {
      problems.failedRequests.push(`${request.url()} (${error})`);
    }
  };
  const onResponse = (response: Response) => {
    // 404 is the expected answer of the not-found tests' own navigations.
    if (
      isLocal(response.url()) &&
      response.status() >= 400 &&
      response.request().resourceType() !== 'document'
    ) {
      problems.failedRequests.push(`${response.url()} (${response.status()})`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  return () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  };
}

function expectNoProblems(problems: Problems): void {
  expect(problems.consoleErrors, 'console errors').toEqual([]);
  expect(problems.failedRequests, 'failed same-origin requests').toEqual([]);
}

/**
 * Every test: its context is guarded (see `guard`), and its pages must log no console error, break no
 * rule of the site's Content-Security-Policy and lose no same-origin request, unless the test expects
 * failures and clears `problems` itself.
 */
export const test = base.extend<{problems: Problems}>({
  problems: [
    async ({context}, use) => {
      const problems: Problems = {consoleErrors: [], failedRequests: []};
      await guard(context);
      context.pages().forEach((page) => watch(page, problems));
      context.on('page', (page) => watch(page, problems));
      await use(problems);
      expectNoProblems(problems);
    },
    {auto: true},
  ],
});

/**
 * For tests that each load one page and only read it (the checks of every sitemap page): one guarded
 * page per worker, reused. Its renderer stays warm (a new context per test cost each page about 0.4 s
 * of loading and of compiling axe again); storage is cleared after each test, so each starts as a
 * first visit, and each test must still see no console error and no failed same-origin request.
 */
export const pageTest = base.extend<{sitePage: Page}, {workerPage: Page}>({
  workerPage: [
    async ({browser}, use, workerInfo) => {
      const {baseURL, viewport, userAgent, deviceScaleFactor} = workerInfo.project.use;
      const context = await browser.newContext({baseURL, viewport, userAgent, deviceScaleFactor});
      await guard(context);
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
  sitePage: async ({workerPage}, use) => {
    const problems: Problems = {consoleErrors: [], failedRequests: []};
    const stop = watch(workerPage, problems);
    await use(workerPage);
    stop();
    await workerPage.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    expectNoProblems(problems);
  },
});

const zhMessages = JSON.parse(readFileSync('i18n/zh-Hans/code.json', 'utf8')) as Record<
  string,
  {message: string}
>;

/** A theme string as `locale` shows it: the English default, or the translation in i18n/zh-Hans/code.json. */
export function message(
  locale: BuiltLocale,
  id: string,
  english: string,
  values: Record<string, string | number> = {},
): string {
  const template = locale === 'en' ? english : (zhMessages[id]?.message ?? english);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/**
 * An operation's title as `locale`'s API reference shows it: its summary in openapi.json, translated
 * for another locale (`apiTitle('zh-Hans', 'POST /api/v1/run/{flow_id_or_name}')`).
 */
export function apiTitle(locale: BuiltLocale, api: string): string {
  const reference = parseOperationRef(api);
  const operation = reference && findOperation(localizedDocument(locale), reference);
  if (typeof operation?.summary !== 'string')
    throw new Error(`openapi.json has no summary for ${api}`);
  return operation.summary;
}

/**
 * Opens the search modal with Ctrl+K once the page has hydrated: the search button shows its key caps
 * from the same commit that starts listening to the shortcut. Ctrl+K toggles: on a loaded machine the
 * press can reach a search bar that still holds the modal that just opened a hit as open, and only
 * closes it; a second press then opens it. The modal reads what it reads on opening (the selected
 * text, say) at the press that opens it.
 */
export async function openSearchModal(page: Page): Promise<void> {
  // Attached, not visible: narrow screens hide the caps.
  await expect(page.locator('.DocSearch-Button-Keys kbd').first()).toBeAttached();
  await expect(page.locator('.DocSearch-Container')).toHaveCount(0);
  // The shortcut is heard once React has hydrated the page; a second press would close the modal
  // the first one is still loading, so there is one press, after hydration, and a long wait for
  // the modal's code on a busy machine.
  await expect(colorModeToggle(page)).toBeEnabled();
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible({timeout: 30_000});
}

/** The navbar's colour mode toggle; the theme keeps it disabled until React has hydrated the page. */
export const colorModeToggle = (page: Page) =>
  page.locator('.navbar [class*="colorModeToggle"] button');

/** Switches to dark mode with the navbar toggle, as a reader does, and waits until the page is dark. */
export async function switchToDarkMode(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(colorModeToggle(page)).toBeEnabled();
  await colorModeToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/**
 * For `test.use({storageState: …})`: a reader who has made `choice` in the cookie banner, or, with no
 * choice, a first visit (empty storage). The config's default is a reader who declined.
 */
export const consentStorage =
  (choice?: ConsentChoice) =>
  async (
    {baseURL}: {baseURL: string | undefined},
    use: (state: {
      cookies: [];
      origins: {origin: string; localStorage: {name: string; value: string}[]}[];
    }) => Promise<void>,
  ): Promise<void> =>
    use({
      cookies: [],
      origins:
        choice && baseURL
          ? [
              {
                origin: new URL(baseURL).origin,
                localStorage: [{name: consentStorageKey, value: choice}],
              },
            ]
          : [],
    });
