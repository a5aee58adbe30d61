/**
 * The writer's live preview: the README's `npm start` and `npm run start:zh`, each on a free port, opened
 * in the browser, edited, and stopped. Runs after the production-build tests (playwright.config.ts), so
 * its compile does not slow them down.
 */
import {readFileSync, rmSync, writeFileSync} from 'node:fs';

import matter from 'gray-matter';

import {localeDir, type BuiltLocale} from '../../data/site';
import {groupAlive, startDevServer, type DevServer} from '../devServer';
import {apiTitle, expect, htmlLang, locales, message, openSearchModal, test} from './fixtures';

/** A throw-away doc, served by both locales (zh-Hans falls back to the English file); git ignores it. */
const DRAFT_FILE = 'docs/dev-server-check.tmp.mdx';
const DRAFT_SLUG = 'dev-server-check';
const draft = (paragraph: string): string =>
  `---\ntitle: Dev server check\ndescription: A draft the dev-server test edits.\nslug: /${DRAFT_SLUG}\n---\n\n${paragraph}\n`;

const scripts = {en: 'start', 'zh-Hans': 'start:zh'} as const satisfies Record<BuiltLocale, string>;

const docTitle = (file: string): string => String(matter(readFileSync(file, 'utf8')).data.title);
const guideTitle = {
  en: docTitle('docs/concepts/flows.mdx'),
  'zh-Hans': docTitle('i18n/zh-Hans/docusaurus-plugin-content-docs/current/concepts/flows.mdx'),
};

test.describe.configure({mode: 'serial'});

test.beforeAll(() => writeFileSync(DRAFT_FILE, draft('The first draft of this paragraph.')));
test.afterAll(() => rmSync(DRAFT_FILE, {force: true}));

for (const locale of locales) {
  test.describe(`npm run ${scripts[locale]}`, () => {
    let server: DevServer;

    test.beforeAll(async () => {
      test.setTimeout(300_000);
      // The server serves its one locale where the build puts it: zh-Hans under /zh-Hans/.
      server = await startDevServer(scripts[locale], {
        localePath: localeDir(locale),
        timeoutMs: 240_000,
      });
    });

    test.afterAll(async () => {
      test.setTimeout(30_000);
      await server?.stop();
    });

    test('serves the welcome page, a guide, an API operation and the not-found page', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto(server.root);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(locale));
      await expect(page.locator('main h1')).toBeVisible();

      await page.goto(`${server.root}concepts-flows`);
      await expect(page.locator('main h1')).toHaveText(guideTitle[locale]);

      await page.goto(`${server.root}api/simplified-run-flow`);
      await expect(page.locator('main h1')).toHaveText(
        apiTitle(locale, 'POST /api/v1/run/{flow_id_or_name}'),
      );
      await expect(page.locator('main')).toContainText('POST /api/v1/run/:flow_id_or_name');

      await page.goto(`${server.root}no-such-page`);
      await expect(page.locator('main h1')).toHaveText(
        message(locale, 'theme.NotFound.title', 'Page Not Found'),
      );
    });

    test('search says that the index comes from a production build', async ({page}) => {
      const title = message(
        locale,
        'flowloom.search.indexNotBuilt.title',
        'Search is not part of the live preview',
      );
      const help = message(
        locale,
        'flowloom.search.indexNotBuilt.help',
        'The search index is built by {build} and served by {serve}: run both to try search.',
        {build: 'npm run build', serve: 'npm run serve'},
      );
      await page.goto(`${server.root}concepts-flows`);
      await openSearchModal(page);
      await page.locator('.DocSearch-Input').fill('flow');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await expect(screen.locator('.DocSearch-Title')).toHaveText(title);
      await expect(screen.locator('.DocSearch-Help')).toHaveText(help);
      await expect(screen.locator('code')).toHaveText(['npm run build', 'npm run serve']);
      await expect(screen).not.toContainText('network');

      await page.goto(`${server.root}search?q=flow`);
      await expect(page.locator('main h1')).toHaveText(title);
      // The page's own status (the cookie banner has one too, empty).
      await expect(page.locator('main').getByRole('status')).toHaveText(help);
    });

    test('shows an edit to a doc without reloading the page', async ({page}) => {
      await page.goto(`${server.root}${DRAFT_SLUG}`);
      await expect(page.locator('main')).toContainText('The first draft of this paragraph.');
      // A full reload would drop this marker.
      await page.evaluate(() => Object.assign(window, {notReloaded: true}));
      writeFileSync(DRAFT_FILE, draft(`An edit made in ${locale}.`));
      await expect(page.locator('main')).toContainText(`An edit made in ${locale}.`, {
        timeout: 60_000,
      });
      expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
      writeFileSync(DRAFT_FILE, draft('The first draft of this paragraph.'));
    });

    test('stops, leaving no process behind', async () => {
      // The probe sees the running group first: a probe that always says "gone" would pass below.
      expect(groupAlive(server.child)).toBe(true);
      await server.stop();
      expect(groupAlive(server.child)).toBe(false);
      await expect(fetch(server.root)).rejects.toThrow();
    });
  });
}
