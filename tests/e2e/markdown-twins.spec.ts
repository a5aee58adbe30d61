/**
 * Docs for AI assistants, as they fetch them from the production build: every sitemap page's Markdown
 * twin (front matter, every h2/h3, code block and table of the page, no HTML), each locale's llms.txt and
 * llms-full.txt, openapi.json, and the "Copy page" control in a real browser.
 */
import {load} from 'cheerio';
import {parse as parseYaml} from 'yaml';

import {cleanText} from '../../plugins/docusaurus/built-pages/text';
import {siteDefaults} from '../../data/site';
import {twinPath} from '../../src/markdownTwin/twinUrl';
import {
  codeBlocks,
  gluedTableRows,
  parseMarkdown,
  rawHtml,
  sectionHeadings,
  tables,
} from '../markdownTree';
import {BASE, expect, localePath, locales, message, test} from './fixtures';
import {sitemapPaths} from './sitemap';

/** A twin's YAML front matter and its Markdown body. */
function splitTwin(text: string): {frontMatter: Record<string, unknown>; body: string} {
  const match = /^---\n([\s\S]*?)\n---\n\n/.exec(text);
  expect(match, 'the twin opens with front matter').not.toBeNull();
  return {
    frontMatter: parseYaml(match![1]!) as Record<string, unknown>,
    body: text.slice(match![0].length),
  };
}

/** Whether `wanted` appears in `list` in the same order, other items allowed in between. */
function inOrder(wanted: string[], list: string[]): boolean {
  let at = 0;
  for (const item of list) if (item === wanted[at]) at += 1;
  return at === wanted.length;
}

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({length: Math.ceil(items.length / size)}, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

for (const locale of locales) {
  const paths = sitemapPaths(locale);

  test.describe(`Markdown twins (${locale})`, () => {
    for (const group of chunks(paths, 40)) {
      test(`${group[0]} and the next ${group.length - 1} pages`, async ({request}) => {
        for (const path of group) {
          const [pageResponse, twinResponse] = await Promise.all([
            request.get(path),
            request.get(twinPath(path)),
          ]);
          expect(twinResponse.status(), twinPath(path)).toBe(200);
          expect(twinResponse.headers()['content-type']).toMatch(/^text\/markdown; charset=utf-8/);
          const $ = load(await pageResponse.text());
          expect($('link[rel="alternate"][type="text/markdown"]').attr('href'), path).toBe(
            twinPath(path),
          );

          const {frontMatter, body} = splitTwin(await twinResponse.text());
          expect(frontMatter, path).toEqual({
            title: cleanText($('article h1').first().text()),
            description: $('meta[name="description"]').attr('content'),
            canonical: $('link[rel="canonical"]').attr('href'),
          });

          // Every page reads in its locale, the generated API pages too: a Chinese title and description.
          if (locale === 'zh-Hans')
            for (const text of [frontMatter.title, frontMatter.description])
              expect(String(text), `${path}: title and description in Chinese`).toMatch(
                /\p{Script=Han}/u,
              );
          const tree = parseMarkdown(body);
          expect(rawHtml(tree), `${path}: HTML left in the twin`).toEqual([]);
          // An API operation's method and path: a line of the twin rather than a heading.
          const endpoint = $('article .openapi__method-endpoint-path');
          if (endpoint.length > 0) expect(body).toMatch(/^`(GET|POST|PUT|PATCH|DELETE) \/\S*`$/m);
          // On an API page: the explorer is for the browser, not the twin; a body heading's marks
          // ("array", "required") are lines under the twin's; the parameters, a heading per place
          // (path, query…) on the page, are one section of the twin.
          const parameters = message(
            locale,
            'theme.openapi.request.parameters.title',
            'Parameters',
          );
          const pageHeadings = $('article h2, article h3')
            .not('.openapi__method-endpoint-path, #api-explorer-title')
            .map((_, heading) => {
              const copy = $(heading).clone();
              if (copy.is('.openapi-markdown__details-summary-header-params')) return parameters;
              copy.filter('.openapi-markdown__details-summary-header-body').children().remove();
              return cleanText(copy.text());
            })
            .get()
            .filter((heading, index, all) => heading !== parameters || all[index - 1] !== heading);
          const twinHeadings = sectionHeadings(tree);
          expect(
            inOrder(pageHeadings, twinHeadings),
            `${path}: the twin keeps every h2 and h3 in order\npage: ${pageHeadings.join(' | ')}\ntwin: ${twinHeadings.join(' | ')}`,
          ).toBe(true);
          const twinCode = codeBlocks(tree).map((block) => cleanText(block.value));
          $('article pre').each((_, pre) => {
            const code = cleanText($(pre).text());
            expect(
              twinCode.some((block) => block.includes(code)),
              `${path}: code block "${code.slice(0, 60)}…"`,
            ).toBe(true);
          });
          expect(
            codeBlocks(tree).filter((block) => !block.lang),
            `${path}: code without a language`,
          ).toEqual([]);
          // Every table of the page is a table of the twin, after its caption, on lines of its own.
          // An operation's twin also draws tables of its parameters and fields, which its HTML
          // leaves to the browser.
          const pageTables = $('article .theme-doc-markdown table').length;
          const twinTables = tables(tree).length;
          if (endpoint.length > 0)
            expect(twinTables, `${path}: tables`).toBeGreaterThanOrEqual(pageTables);
          else expect(twinTables, `${path}: tables`).toBe(pageTables);
          expect(gluedTableRows(body), `${path}: a table row glued to other text`).toEqual([]);
          $('article .theme-doc-markdown table caption').each((_, caption) => {
            expect(body, `${path}: caption`).toContain(`**${cleanText($(caption).text())}**`);
          });
        }
      });
    }
  });

  test(`llms.txt (${locale}) lists every sitemap page once, and links openapi.json`, async ({
    request,
  }) => {
    expect(paths.length, 'run the build first').toBeGreaterThan(100);
    const response = await request.get(localePath(locale, 'llms.txt'));
    expect(response.status()).toBe(200);
    const index = await response.text();
    expect(index).toMatch(/^# .+\n\n> .+\n\n/);
    const links = [...index.matchAll(/^- \[[^\]]+\]\((\S+)\)(: .+)?$/gm)].map(
      ([, url]) => new URL(url!).pathname,
    );
    const twins = links.filter((link) => link.endsWith('.md'));
    expect([...twins].sort()).toEqual(paths.map(twinPath).sort());
    // The sidebar's order: the welcome page first, the guides before the API reference.
    expect(twins[0]).toBe(twinPath(localePath(locale, '/')));
    const firstApi = twins.findIndex((twin) => twin.includes('/api/'));
    expect(twins.slice(firstApi).every((twin) => twin.includes('/api'))).toBe(true);

    expect(links).toContain(`${BASE}openapi.json`);
    const openApi = await request.get(`${BASE}openapi.json`);
    expect(openApi.status()).toBe(200);
    expect(Object.keys(((await openApi.json()) as {paths: object}).paths).length).toBeGreaterThan(
      50,
    );

    const full = await (await request.get(localePath(locale, 'llms-full.txt'))).text();
    expect(full.startsWith(index.slice(0, index.indexOf('\n## ')))).toBe(true);
    for (const path of paths) {
      expect(full.split(`: ${siteDefaults.url}${path}\n`).length - 1, path).toBe(1);
    }
  });

  test(`"Copy page" copies the twin, opens it and hands the page to an assistant (${locale})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const path = localePath(locale, 'concepts-flows');
    await page.goto(path);
    const toggle = page.getByRole('button', {
      name: message(locale, 'flowloom.copyPage.button', 'Copy page'),
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Enabled once the page has hydrated, as the theme's colour mode toggle is.
    await expect(toggle).toBeEnabled();
    await page.waitForLoadState('networkidle');
    // The list's code is not part of the page: it is fetched when the button is reached.
    // Awaited, not sampled: the list can open (with its loading line) before the chunk's response
    // event reaches the test.
    const listChunk = page.waitForResponse((response) => response.url().endsWith('.js'));
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect((await listChunk).ok(), 'a chunk loaded for the list').toBe(true);
    const copy = page.getByRole('button', {
      name: message(locale, 'flowloom.copyPage.copy', 'Copy as Markdown'),
    });
    await expect(copy).toBeFocused();

    await expect(
      page.getByRole('link', {name: message(locale, 'flowloom.copyPage.view', 'View as Markdown')}),
    ).toHaveAttribute('href', twinPath(path));
    const twinUrl = `${siteDefaults.url}${twinPath(path)}`;
    for (const [assistant, origin, pathname] of [
      ['ChatGPT', 'https://chatgpt.com', '/'],
      ['Claude', 'https://claude.ai', '/new'],
    ] as const) {
      const link = page.getByRole('link', {
        name: message(locale, 'flowloom.copyPage.openIn', 'Open in {assistant}', {assistant}),
      });
      const href = new URL((await link.getAttribute('href'))!);
      expect([href.origin, href.pathname]).toEqual([origin, pathname]);
      expect(href.searchParams.get('q')).toContain(twinUrl);
      await expect(link).toHaveAttribute('target', '_blank');
    }

    await page.keyboard.press('Enter');
    await expect(
      page.getByText(message(locale, 'flowloom.copyPage.copied', 'Copied the page as Markdown.')),
    ).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await page.request.get(twinPath(path))).text());

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(copy).toHaveCount(0);
  });
}

test('"Copy page" is on API operation pages too, and a click outside closes its list', async ({
  page,
}) => {
  const path = localePath('en', 'api/simplified-run-flow');
  await page.goto(path);
  const toggle = page.getByRole('button', {name: 'Copy page'});
  await expect(toggle).toBeEnabled();
  await toggle.click();
  const view = page.getByRole('link', {name: 'View as Markdown'});
  await expect(view).toHaveAttribute('href', twinPath(path));
  await page.locator('h1').click();
  await expect(view).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
