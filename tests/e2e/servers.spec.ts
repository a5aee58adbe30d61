/**
 * The table of tests/servers/expectations.ts, row by row, against `npm run serve` (the server of the
 * other browser tests) and nginx running the README's blocks, in each locale; then, in the browser,
 * every redirect lands on a page that hydrates without an error, on both servers.
 */
import {readFileSync} from 'node:fs';

import {builtLocales, localeDir} from '../../data/site';
import {
  fromNginxInclude,
  INCLUDE_FILE,
} from '../../plugins/docusaurus/security-headers/nginxInclude';
import {buildFilesOf, rows, type LocaleDir} from '../servers/expectations';
import {ask, expectationOf, judge} from '../servers/judge';
import {startNginx, type RunningNginx} from '../servers/nginx';
import {BASE, expect, test} from './fixtures';

const PORT = Number(process.env.E2E_NGINX_PORT ?? 4175);
const files = buildFilesOf('build');
const include = fromNginxInclude(readFileSync(`build/${INCLUDE_FILE}`, 'utf8'));
/** The README's block adds it to the build's include: HTTPS only, so not `npm run serve`. */
const HSTS: [string, string] = ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'];
const localeDirs = builtLocales.map((locale) => localeDir(locale) as LocaleDir);
const servers = ['serve', 'nginx'] as const;

// One nginx for the file: its tests run in order in one worker.
test.describe.configure({mode: 'default'});

let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = startNginx('build', PORT);
  expect(nginx.check.status, nginx.check.output).toBe(0);
  await expect
    .poll(async () => (await fetch(`${nginx.origin}${BASE}`).catch(() => undefined))?.status, {
      timeout: 10_000,
    })
    .toBe(200);
});
test.afterAll(() => nginx?.stop());

const originOf = (server: (typeof servers)[number], baseURL: string | undefined): string =>
  server === 'nginx' ? nginx.origin : baseURL!;

for (const server of servers) {
  test.describe(`${server}: the table of a static host`, () => {
    for (const row of rows) {
      test(`${row.id}: ${row.what}`, async ({baseURL}) => {
        const origin = originOf(server, baseURL);
        const security = server === 'nginx' ? [...include, HSTS] : include;
        const failures: string[] = [];
        for (const locale of localeDirs) {
          const request = row.request(locale, files);
          if (!request) continue;
          const expected = expectationOf(row, locale, files, server);
          const answer = await ask(origin, request);
          for (const failure of judge(expected, answer, locale, files, security, origin))
            failures.push(
              `${locale || 'en/'} ${request.method} ${request.target.slice(0, 80)}: ${failure}`,
            );
        }
        expect(failures).toEqual([]);
      });
    }
  });

  test(`${server}: every redirect lands on a page that hydrates without an error`, async ({
    page,
    baseURL,
  }) => {
    const origin = originOf(server, baseURL);
    for (const locale of localeDirs) {
      const root = `${BASE}${locale}`;
      for (const [from, to] of [
        [`${root}concepts-flows.html`, `${root}concepts-flows`],
        [`${root}concepts-flows/`, `${root}concepts-flows`],
        [`${root}index.html`, root],
        [root.replace(/\/$/, ''), root],
        [`${root}api/index.html`, `${root}api`],
      ] as const) {
        await page.goto(`${origin}${from}`);
        expect(new URL(page.url()).pathname, from).toBe(to);
        await expect(page.locator('html'), from).toHaveAttribute('data-has-hydrated', 'true');
        await expect(page.locator('article h1').first(), from).toBeVisible();
      }
    }
  });
}
