import type {Page} from '@playwright/test';

import {consentDefaults, consentStorageKey} from '../../data/analytics';
import {siteDefaults} from '../../data/site';
import {expectNoAxeViolations} from './axe';
import {largeMoves} from './layoutShift';
import {
  colorModeToggle,
  consentStorage,
  expect,
  localePath,
  locales,
  message,
  test,
} from './fixtures';

/**
 * The cookie banner and Consent Mode, as a reader meets them: nothing from Google before a choice or
 * after Decline, the tags after Accept, the choice kept and changed from the footer. The machine has
 * no internet, so the tags never run here: what is checked is what the page itself does (the data
 * layer's consent commands, in order, and every request it makes), not Google's scripts.
 */

/** Every request the page makes to Google (all are aborted: see fixtures.ts). */
function googleRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const {hostname} = new URL(request.url());
    if (/(^|\.)(google|googletagmanager|google-analytics|doubleclick)\.\w+$/.test(hostname))
      urls.push(request.url());
  });
  return urls;
}

/** The data layer's gtag commands and events, as `consent default`, `config`, `event:gtm.js`… */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => {
      if (entry && typeof entry === 'object' && 'event' in entry) return {event: entry.event};
      return Array.from(entry as ArrayLike<unknown>);
    }),
  );

const consentCommands = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => Array.isArray(entry) && entry[0] === 'consent');

const gtmStarts = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => !Array.isArray(entry) && entry.event === 'gtm.js');

const banner = (page: Page) => page.getByRole('region', {name: /Analytics cookies|分析 Cookie/});

const analyticsCookies = async (page: Page) =>
  (await page.context().cookies()).filter(({name}) => name === '_ga' || name.startsWith('_ga_'));

/** The tags' addresses, as the head script requests them once the reader accepts. */
const tagRequests = [
  `https://www.googletagmanager.com/gtm.js?id=${siteDefaults.gtmContainerId}`,
  `https://www.googletagmanager.com/gtag/js?id=${siteDefaults.gtagTrackingId}`,
];

for (const locale of locales) {
  const text = (id: string, english: string) => message(locale, id, english);
  const accept = (page: Page) =>
    page.getByRole('button', {name: text('flowloom.consent.accept', 'Accept analytics')});
  const decline = (page: Page) =>
    page.getByRole('button', {name: text('flowloom.consent.decline', 'Decline'), exact: true});
  const cookieSettings = (page: Page) =>
    page
      .locator('footer')
      .getByRole('button', {name: locale === 'en' ? 'Cookie settings' : 'Cookie 设置'});
  const guide = localePath(locale, 'concepts-flows');

  test.describe(`consent (${locale})`, () => {
    test.use({storageState: consentStorage()});

    test('a first visit: the banner, defaults denied, nothing from Google; Decline keeps it so', async ({
      page,
    }) => {
      const google = googleRequests(page);
      await page.goto(guide);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText(
        text('flowloom.consent.body', 'May we measure how these docs are read').slice(0, 12),
      );
      // The defaults come first in the data layer, before gtag's own commands.
      const layer = await dataLayer(page);
      expect(layer[0]).toEqual(['consent', 'default', consentDefaults]);
      expect(await consentCommands(page)).toHaveLength(1);
      expect(await gtmStarts(page)).toEqual([]);
      // Drawn with the page: nothing moved for it.
      expect(await largeMoves(page)).toEqual([]);
      // Hydrated: the buttons answer.
      await expect(colorModeToggle(page)).toBeEnabled();

      await decline(page).click();
      await expect(banner(page)).toBeHidden();
      await expect(
        page.getByRole('status').filter({hasText: /Analytics declined|已拒绝/}),
      ).toHaveText(
        text(
          'flowloom.consent.declined',
          'Analytics declined. Change it any time under Cookie settings, at the foot of every page.',
        ),
      );
      await expect(page.locator('main')).toBeFocused();
      expect(await consentCommands(page)).toEqual([
        ['consent', 'default', consentDefaults],
        ['consent', 'update', {analytics_storage: 'denied'}],
      ]);
      expect(await page.evaluate((key) => localStorage.getItem(key), consentStorageKey)).toBe(
        'denied',
      );

      // Kept: the next page shows no banner and still loads nothing from Google.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'denied');
      await expect(banner(page)).toBeHidden();
      await page.waitForLoadState('networkidle');
      expect(google).toEqual([]);
      expect(await analyticsCookies(page)).toEqual([]);
    });

    test('Accept loads the tags with consent granted; the choice holds across pages and can be changed from the footer', async ({
      page,
    }) => {
      const google = googleRequests(page);
      await page.goto(guide);
      // Hydrated: the buttons answer.
      await expect(colorModeToggle(page)).toBeEnabled();
      await accept(page).click();
      await expect(banner(page)).toBeHidden();
      await expect.poll(() => [...google].sort()).toEqual([...tagRequests].sort());
      // Only the loaders: no hit and no client id, whatever the tags would send later.
      expect(google.filter((url) => /[?&](cid|_gid|tid)=|_ga/.test(url))).toEqual([]);
      expect(await consentCommands(page)).toEqual([
        ['consent', 'default', consentDefaults],
        ['consent', 'update', {analytics_storage: 'granted'}],
      ]);
      expect(await gtmStarts(page)).toHaveLength(1);

      // The next page: granted before Tag Manager starts, the ads signals still denied.
      google.length = 0;
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'granted');
      await expect(banner(page)).toBeHidden();
      const layer = await dataLayer(page);
      const update = layer.findIndex(
        (entry) => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === 'update',
      );
      const start = layer.findIndex((entry) => !Array.isArray(entry) && entry.event === 'gtm.js');
      expect(layer[update]).toEqual(['consent', 'update', {analytics_storage: 'granted'}]);
      expect(update).toBeGreaterThan(0);
      expect(start).toBeGreaterThan(update);
      await expect.poll(() => [...google].sort()).toEqual([...tagRequests].sort());

      // Changed from the footer: the banner again, focused; Decline sends the update.
      await expect(colorModeToggle(page)).toBeEnabled();
      await cookieSettings(page).click();
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toBeFocused();
      await decline(page).click();
      await expect(banner(page)).toBeHidden();
      expect((await consentCommands(page)).at(-1)).toEqual([
        'consent',
        'update',
        {analytics_storage: 'denied'},
      ]);
      expect(await page.evaluate((key) => localStorage.getItem(key), consentStorageKey)).toBe(
        'denied',
      );
      expect(await analyticsCookies(page)).toEqual([]);
    });

    test('the banner by keyboard: the first stops of the page, before the skip link', async ({
      page,
    }) => {
      await page.goto(guide);
      // Hydrated: the buttons answer.
      await expect(colorModeToggle(page)).toBeEnabled();
      await page.keyboard.press('Tab');
      await expect(accept(page)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(decline(page)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.locator('a[href="#__docusaurus_skipToContent_fallback"]')).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(banner(page)).toBeHidden();
      expect(await page.evaluate((key) => localStorage.getItem(key), consentStorageKey)).toBe(
        'denied',
      );
    });

    test('on a phone the banner sits in the page, above the navbar, and covers nothing', async ({
      page,
    }) => {
      await page.setViewportSize({width: 360, height: 740});
      await page.goto(guide);
      await expect(banner(page)).toBeVisible();
      const box = await banner(page).boundingBox();
      const navbar = await page.locator('.navbar').boundingBox();
      expect(box && navbar).toBeTruthy();
      if (!box || !navbar) return;
      expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe(
        'static',
      );
      expect(box.y).toBe(0);
      expect(navbar.y).toBeGreaterThanOrEqual(box.y + box.height - 0.5);
      expect(box.height).toBeLessThan(740 * 0.35);
      expect(await largeMoves(page)).toEqual([]);
    });

    test("on a desktop window the banner leaves the sidebar's items uncovered", async ({page}) => {
      // Lighthouse's desktop window, on a page whose sidebar is longer than the window.
      await page.setViewportSize({width: 1350, height: 940});
      await page.goto(localePath(locale, 'api/simplified-run-flow'));
      await expect(banner(page)).toBeVisible();
      const sidebar = page.locator('.theme-doc-sidebar-container');
      const collapse = sidebar.locator('nav.menu + button');
      await expect(collapse).toBeAttached();
      const covered = await sidebar.locator('.menu__link, .menu__caret').evaluateAll(
        (targets, button) => {
          const over = (button as Element).getBoundingClientRect();
          return targets
            .map((target) => ({target, box: target.getBoundingClientRect()}))
            .filter(({box}) => box.height > 0 && box.bottom > over.top && box.top < over.bottom)
            .map(({target}) => target.textContent || target.getAttribute('aria-label'));
        },
        await collapse.elementHandle(),
      );
      expect(covered).toEqual([]);
      await expectNoAxeViolations(page, `sidebar under the banner (${locale})`, {
        include: '.theme-doc-sidebar-container',
        rules: ['target-size'],
      });
    });

    for (const mode of ['light', 'dark'] as const)
      test(`axe: the banner and the footer's Cookie settings (${mode})`, async ({page}) => {
        await page.emulateMedia({colorScheme: mode});
        await page.goto(guide);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expect(banner(page)).toBeVisible();
        await expectNoAxeViolations(page, `cookie banner (${locale}), ${mode}`, {
          include: 'section[aria-labelledby="consent-banner-title"]',
        });
        await expectNoAxeViolations(page, `footer (${locale}), ${mode}`, {include: 'footer'});
      });
  });
}
