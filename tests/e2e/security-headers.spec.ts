/**
 * The site's security headers, as the browser enforces them. Every browser test already runs under
 * the Content-Security-Policy the server sends (tests/e2e/fixtures.ts fails on any violation); these
 * tests check the headers themselves, an injected script, and the API explorer's request.
 */
import {readFileSync} from 'node:fs';

import {
  fromNginxInclude,
  INCLUDE_FILE,
} from '../../plugins/docusaurus/security-headers/nginxInclude';
import {expect, localePath, locales, message, test} from './fixtures';

const included = fromNginxInclude(readFileSync(`build/${INCLUDE_FILE}`, 'utf8'));
const policyOf = (headers: Record<string, string>) =>
  Object.fromEntries(
    (headers['content-security-policy'] ?? '').split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name!, sources];
    }),
  );

for (const locale of locales) {
  test(`pages carry the security headers the build wrote (${locale})`, async ({request}) => {
    const response = await request.get(localePath(locale, 'concepts-flows'));
    const headers = response.headers();
    for (const [name, value] of included) expect(headers[name.toLowerCase()], name).toBe(value);
    const policy = policyOf(headers);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
}

test('an inline script injected into a page is blocked', async ({page, problems}) => {
  const path = localePath('en', 'concepts-flows');
  // The page as the server sends it, headers and all, with one script more.
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const body = html.replace(
      /<body[^>]*>/,
      (tag) => `${tag}<script>window.injected = true;</script>`,
    );
    expect(body, 'the script went in').not.toBe(html);
    await route.fulfill({response, body});
  });
  await page.goto(path);
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  await expect
    .poll(() => problems.consoleErrors.join('\n'))
    .toMatch(/Content-Security-Policy: script-src(-elem)? blocked inline/);
  // The violation was the point; nothing else may have gone wrong.
  const others = problems.consoleErrors.filter((error) => !/Content.Security.Policy/i.test(error));
  expect(others).toEqual([]);
  problems.consoleErrors.length = 0;
});

test('the API explorer sends a request to the local server the policy allows', async ({page}) => {
  // The local Flowloom server, answered here: the policy is checked before the request leaves.
  await page.route('http://127.0.0.1:7860/health', (route) =>
    route.fulfill({json: {status: 'ok'}}),
  );
  await page.goto(localePath('en', 'api/health'));
  await page
    .getByRole('button', {name: message('en', 'flowloom.apiExplorer.show', 'Show request samples')})
    .click();
  await page.getByRole('button', {name: 'Send API Request'}).click();
  await expect(page.getByText('"status": "ok"')).toBeVisible();
});
