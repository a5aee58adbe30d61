import type {Page} from '@playwright/test';

import {
  apiTitle,
  BASE,
  colorModeToggle,
  expect,
  localePath,
  locales,
  message,
  test,
} from './fixtures';

const RUN = 'POST /api/v1/run/{flow_id_or_name}';

/** The API reference's own stylesheet (features/api-reference/index.ts). */
const API_STYLESHEET = /\/assets\/css\/api-reference\.\w+\.css$/;
/** The chosen response code's tab, which that stylesheet fills with the success colour. */
const activeResponseCode = (page: Page) =>
  page.locator('.openapi-tabs__response-code-item.success.active').first();
/** `--ifm-color-success` (src/css/custom.css). */
const SUCCESS = 'rgb(21, 128, 61)';

for (const locale of locales) {
  test.describe(`API reference (${locale})`, () => {
    test('the index explains the API and lists the operations by tag', async ({page}) => {
      await page.goto(localePath(locale, 'api'));
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('article pre').first()).toContainText('/api/v1/run/');
      const groups = page.locator('article section h3');
      expect(await groups.count()).toBeGreaterThanOrEqual(15);
      // Each operation under its title in the locale.
      await page
        .locator('article section a', {hasText: apiTitle(locale, RUN)})
        .first()
        .click();
      await expect(page).toHaveURL(localePath(locale, 'api/simplified-run-flow'));
    });

    test('an operation page reads in the locale, the limits of its fields too', async ({page}) => {
      await page.goto(localePath(locale, 'api/simplified-run-flow'));
      const possibleValues = message(
        locale,
        'theme.openapi.schemaItem.possibleValues',
        'Possible values:',
      );
      const pathParameter = page.locator('.openapi-params__list-item', {
        hasText: 'flow_id_or_name',
      });
      await expect(pathParameter.getByText(possibleValues)).toBeVisible();
      await expect(
        pathParameter.locator('code', {
          hasText: message(locale, 'flowloom.openapi.qualifier.nonEmpty', 'non-empty'),
        }),
      ).toBeVisible();
      // The body's fields, drawn after the parameters, with their own limits.
      const bodyField = page.locator('.openapi-schema__list-item', {hasText: 'input_type'}).first();
      await expect(bodyField.getByText(possibleValues)).toBeVisible();
      if (locale !== 'en') {
        const fields = await page
          .locator('.openapi-params__list-item, .openapi-schema__list-item')
          .allInnerTexts();
        expect(fields.join('\n')).not.toMatch(
          /Possible values|Value must match|characters|non-empty/,
        );
      }
    });

    test('an operation page shows the call, its schemas and request samples', async ({page}) => {
      const explorerChunks: string[] = [];
      const thirdParty: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/\/api-explorer[.-]/.test(url.pathname)) explorerChunks.push(url.href);
        if (url.hostname !== '127.0.0.1' && !/^(data|blob):/.test(url.protocol))
          thirdParty.push(url.hostname);
      });
      await page.goto(localePath(locale, 'api/simplified-run-flow'));
      await expect(page.locator('h1')).toHaveText(apiTitle(locale, RUN));
      // Method and path (path parameters shown as :name).
      const endpoint = page.locator('.openapi__method-endpoint');
      await expect(endpoint).toContainText(/POST\s*\/api\/v1\/run\/:flow_id_or_name/);

      // The explorer loads on demand: nothing of it until the reader asks.
      const show = page.getByRole('button', {
        name: message(locale, 'flowloom.apiExplorer.show', 'Show request samples'),
      });
      await expect(show).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(explorerChunks, 'explorer code fetched before it was asked for').toEqual([]);
      await show.click();

      // Request samples: curl, Python and JavaScript tabs.
      const languages = page.locator('.openapi-tabs__code-list-container');
      for (const language of [/curl/i, /python/i, /javascript/i]) {
        await expect(languages.getByRole('tab', {name: language}).first()).toBeVisible();
      }
      expect(explorerChunks.length).toBeGreaterThan(0);
      // With the explorer, the endpoint names the local server it sends to.
      await expect(endpoint).toContainText(
        /POST\s*http:\/\/127\.0\.0\.1:7860\/api\/v1\/run\/:flow_id_or_name/,
      );
      // Nothing of the reference reaches another host (the theme's tab logos came from GitHub).
      expect(thirdParty.filter((host) => !/google/.test(host))).toEqual([]);
      // The explorer targets the local server only.
      await expect(page.locator('main')).not.toContainText(
        /https?:\/\/(?!127\.0\.0\.1)[\w.-]+\.(com|io|dev|net|org)\/api/,
      );

      // Once shown, it stays shown on the next API page of the session.
      await page.goto(localePath(locale, 'api/health'));
      await expect(languages.getByRole('tab', {name: /curl/i}).first()).toBeVisible();
      await expect(show).toHaveCount(0);
    });

    test('a response example is highlighted once shown; the highlighter loads only then', async ({
      page,
    }) => {
      const highlighterChunks: string[] = [];
      page.on('request', (request) => {
        if (/\/api-highlighter[.-]/.test(new URL(request.url()).pathname))
          highlighterChunks.push(request.url());
      });
      await page.goto(localePath(locale, 'api/read-variables'));
      await expect(colorModeToggle(page)).toBeEnabled();
      await page.waitForLoadState('networkidle');
      expect(highlighterChunks, 'highlighter fetched with the page').toEqual([]);
      // The 200 response's example, a JSON array of variables.
      await page
        .getByRole('tab', {
          name: message(locale, 'theme.openapi.responseExamples.autoExample', 'Example (auto)'),
        })
        .first()
        .click();
      await expect(page.locator('[role="tabpanel"] pre .token.property').first()).toBeVisible();
      expect(highlighterChunks.length).toBeGreaterThan(0);
    });

    test("a description's Markdown table is drawn as a table", async ({page}) => {
      await page.goto(localePath(locale, 'api/get-build-events'));
      // The build events' table, in the 200 response's description.
      await expect(page.locator('main table').getByText('vertices_sorted')).toBeAttached();
    });

    test("the reference's stylesheet comes with its pages, never with a guide", async ({page}) => {
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (API_STYLESHEET.test(new URL(request.url()).pathname)) stylesheets.push(request.url());
      });
      await page.goto(localePath(locale, 'api-reference-api-examples'));
      await expect(colorModeToggle(page)).toBeEnabled();
      expect(stylesheets).toEqual([]);
      // Followed in the page, a link to an operation brings it with the reference's code.
      await page
        .locator(`article a[href="${localePath(locale, 'api/simplified-run-flow')}"]`)
        .first()
        .click();
      await expect(page.locator('h1')).toHaveText(apiTitle(locale, RUN));
      await expect(activeResponseCode(page)).toHaveCSS('background-color', SUCCESS);
      expect(stylesheets).toHaveLength(1);
      // Opened directly, an operation links it in its HTML; the next one in the page uses that.
      stylesheets.length = 0;
      await page.goto(localePath(locale, 'api/webhook-run-flow'));
      await expect(colorModeToggle(page)).toBeEnabled();
      await page
        .locator('.menu')
        .getByRole('link', {name: apiTitle(locale, RUN)})
        .click();
      await expect(page.locator('h1')).toHaveText(apiTitle(locale, RUN));
      await expect(activeResponseCode(page)).toHaveCSS('background-color', SUCCESS);
      expect(stylesheets).toHaveLength(1);
    });

    test.describe('before any script runs', () => {
      test.use({javaScriptEnabled: false});

      test("an operation is drawn whole, with the reference's stylesheet", async ({
        page,
        problems,
      }) => {
        await page.goto(localePath(locale, 'api/simplified-run-flow'));
        await expect(activeResponseCode(page)).toHaveCSS('background-color', SUCCESS);
        // Its parameters with their limits, its request body and its response, no skeleton.
        const pathParameter = page.locator('.openapi-params__list-item', {
          hasText: 'flow_id_or_name',
        });
        await expect(pathParameter.locator('code', {hasText: /\S/}).first()).toBeVisible();
        for (const field of ['input_value', 'session_id'])
          await expect(
            page.locator('.openapi-schema__property', {hasText: field}).first(),
          ).toBeVisible();
        await expect(page.locator('.openapi-skeleton')).toHaveCount(0);
        await expect(
          page.getByRole('heading', {
            name: message(locale, 'flowloom.apiExplorer.title', 'Request samples and API explorer'),
          }),
        ).toBeVisible();
        // The one failure expected: the browser refuses the scripts the page preloads.
        expect(problems.failedRequests).toEqual([
          expect.stringMatching(/\/runtime~main\.\w+\.js \(csp\)$/),
          expect.stringMatching(/\/main\.\w+\.js \(csp\)$/),
        ]);
        problems.failedRequests.length = 0;
      });
    });

    test('the api-keys and store tag pages exist', async ({page}) => {
      for (const tag of ['api-keys', 'store']) {
        const response = await page.goto(localePath(locale, `api/${tag}`));
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1')).toBeVisible();
      }
    });
  });
}

test('the navbar leads to the API reference', async ({page}) => {
  await page.goto(BASE);
  await page.locator('.navbar__items').getByRole('link', {name: 'API reference'}).click();
  await expect(page).toHaveURL(`${BASE}api`);
});

test('an operation draws a response, an example or a nested schema when the reader opens it', async ({
  page,
}) => {
  await page.goto(`${BASE}api/simplified-run-flow`);
  // The status codes are in the page's HTML: a click before hydration would do nothing.
  await expect(colorModeToggle(page)).toBeEnabled();
  const response = (code: string) =>
    page.locator('.openapi-tabs__response-code-item', {hasText: code});
  await expect(response('200')).toHaveAttribute('aria-selected', 'true');
  // Code in a description (the streamed events) is a code block, with its copy button.
  const events = page.locator('.openapi-tabs__container .theme-code-block', {
    hasText: 'event: add_message',
  });
  await expect(events).toBeVisible();
  await expect(events.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
  // Every status code's panel is in the page, hidden until its tab is chosen.
  const notFound = page.getByText('No flow of the user has this id or endpoint name.');
  await expect(notFound).toBeAttached();
  await expect(notFound).toBeHidden();
  await response('404').click();
  await expect(notFound).toBeVisible();
  await response('200').click();
  await expect(notFound).toBeHidden();

  // A nested object's properties show when its disclosure opens, and hide when it closes.
  const nested = page.locator('.openapi-schema__property', {hasText: /^inputs$/}).first();
  // The response's own `outputs` (each entry has one too, nested in it).
  const outputs = page.locator('summary', {hasText: /^outputs\s*object\[\]/}).first();
  await expect(nested).toBeHidden();
  await outputs.click();
  await expect(nested).toBeVisible();
  await outputs.click();
  await expect(nested).toBeHidden();

  // The example tab draws the generated example.
  await page
    .locator('.openapi-tabs__schema-item:visible', {hasText: 'Example (auto)'})
    .first()
    .click();
  await expect(page.locator('.openapi-tabs__schema-container pre:visible').first()).toContainText(
    '"session_id"',
  );
});

test('descriptions and the theme’s messages about a field’s limits are drawn from the page', async ({
  page,
}) => {
  await page.goto(`${BASE}api/builds`);
  // Once hydrated, the tag page's card leads to the operation without a page load.
  await expect(colorModeToggle(page)).toBeEnabled();
  await page.evaluate(() => ((window as {stayed?: boolean}).stayed = true));
  await page
    .locator('article')
    .getByRole('link', {name: /Get build events/})
    .first()
    .click();
  await expect(page).toHaveURL(`${BASE}api/get-build-events`);
  expect(await page.evaluate(() => (window as {stayed?: boolean}).stayed)).toBe(true);
  // The response description, compiled when the page was built: its table and its code block.
  const panel = page.locator('.openapi-tabs__container [role="tabpanel"]').first();
  await expect(panel.locator('table').getByText('vertices_sorted')).toBeVisible();
  // "Possible values", written by the theme from the schema, is drawn before any script runs.
  await page.goto(`${BASE}api/simplified-run-flow`);
  const pathParameter = page.locator('.openapi-params__list-item', {hasText: 'flow_id_or_name'});
  await expect(pathParameter.getByText('Possible values:')).toBeVisible();
  await expect(pathParameter.locator('code', {hasText: 'non-empty'})).toBeVisible();
});
