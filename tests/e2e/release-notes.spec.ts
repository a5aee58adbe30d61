/**
 * The release notes as the production build wrote them, in both locales: the feeds parse as Atom
 * and RSS with a feed library, and every entry links to a release heading that exists; every page
 * links the feeds from its head; every component and operation carries its "Since" mark and each
 * deprecated one its banner, in the page, its Markdown twin and the search index; the navbar's
 * "Release notes" opens the section in the site.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

import {parseFeed} from '@rowanmanning/feed-parser';
import {load} from 'cheerio';

import {components, familyPages} from '../../data/components';
import {
  deprecationOf,
  minorOf,
  minorReleases,
  releases,
  sinceOf,
  type Subject,
} from '../../data/releases';
import {localeDir, siteDefaults, type BuiltLocale} from '../../data/site';
import {openApiDocument} from '../../features/api-reference';
import {listOperations} from '../../plugins/helpers/openApiOperations';
import {feedFiles} from '../../features/release-notes';
import {asDocSearchAsks} from '../../features/search/bench/quality';
import {createSearchIndex} from '../../features/search/common/engine';
import {inMemory, readIndexFiles} from '../../features/search/build/indexFiles';
import {BASE, expect, locales, localePath, test} from './fixtures';

const operations = listOperations(openApiDocument());
const dirOf = (locale: BuiltLocale) => join('build', localeDir(locale));
const siteRoot = (locale: BuiltLocale) =>
  `${siteDefaults.url}${siteDefaults.baseUrl}${localeDir(locale)}`;

const sinceText = (locale: BuiltLocale, subject: Subject) => {
  const minor = minorOf(sinceOf(subject));
  return locale === 'en' ? `Since ${minor}` : `自 ${minor} 版起提供`;
};
const deprecatedTitle = (locale: BuiltLocale, minor: string) =>
  locale === 'en' ? `Deprecated in ${minor}` : `${minor} 起弃用`;

for (const locale of locales) {
  test(`the feeds parse as Atom and RSS, and each entry links to its release's heading (${locale})`, () => {
    const pages = new Map<string, Set<string>>();
    const idsOf = (slug: string): Set<string> => {
      let ids = pages.get(slug);
      if (!ids) {
        const file = join(dirOf(locale), `${slug}.html`);
        expect(existsSync(file), `${file} exists`).toBe(true);
        const $ = load(readFileSync(file, 'utf8'));
        ids = new Set(
          $('[id]')
            .map((_, element) => $(element).attr('id'))
            .get(),
        );
        pages.set(slug, ids);
      }
      return ids;
    };
    let entries = 0;
    for (const file of feedFiles) {
      for (const [name, type] of [
        [file.atom, 'atom'],
        [file.rss, 'rss'],
      ] as const) {
        const feed = parseFeed(readFileSync(join(dirOf(locale), name), 'utf8'));
        expect(feed.meta.type, name).toBe(type);
        expect(feed.title, name).toContain('Flowloom');
        expect(feed.items.length, name).toBeGreaterThan(0);
        for (const item of feed.items) {
          entries += 1;
          expect(item.url, `${name}: ${item.title}`).toMatch(new RegExp(`^${siteRoot(locale)}`));
          const [slug, anchor] = item.url!.slice(siteRoot(locale).length).split('#');
          expect(idsOf(slug!).has(anchor!), `${name}: ${item.url} points at a heading`).toBe(true);
          expect(item.content, `${name}: ${item.title} has content`).toContain('<li>');
        }
      }
    }
    // The feed of every change holds every release, in both formats.
    const all = parseFeed(readFileSync(join(dirOf(locale), feedFiles[0]!.atom), 'utf8'));
    expect(all.items.map((item) => item.title)).toEqual(
      releases.map((release) => `Flowloom ${release.version}`),
    );
    expect(entries).toBeGreaterThanOrEqual(releases.length * 2);
  });

  test(`every page links the feeds from its head (${locale})`, () => {
    const htmlFiles = readdirSync(dirOf(locale), {recursive: true, encoding: 'utf8'}).filter(
      (file) =>
        file.endsWith('.html') && !file.startsWith('zh-Hans') && !file.startsWith('__tests'),
    );
    expect(htmlFiles.length).toBeGreaterThan(200);
    const prefix = BASE + localeDir(locale);
    const title = locale === 'en' ? 'Flowloom release notes' : 'Flowloom 发布说明';
    const missing = htmlFiles.filter((file) => {
      const $ = load(readFileSync(join(dirOf(locale), file), 'utf8'));
      // Client redirects' pages carry no head of the site.
      if ($('meta[http-equiv="refresh"]').length > 0) return false;
      const feed = (type: string) => $(`head link[rel="alternate"][type="${type}"]`);
      return !(
        feed('application/atom+xml').attr('href') === `${prefix}${feedFiles[0]!.atom}` &&
        feed('application/atom+xml').attr('title') === title &&
        feed('application/rss+xml').attr('href') === `${prefix}${feedFiles[0]!.rss}`
      );
    });
    expect(missing).toEqual([]);
  });

  test(`each component and operation shows its Since mark, each deprecated one its banner (${locale})`, () => {
    const problems: string[] = [];
    let marks = 0;
    let banners = 0;
    const pagesByFile = new Map<string, ReturnType<typeof load>>();
    const page = (file: string) => {
      let $ = pagesByFile.get(file);
      if (!$) {
        $ = load(readFileSync(join(dirOf(locale), file), 'utf8'));
        pagesByFile.set(file, $);
      }
      return $;
    };
    for (const component of components) {
      const $ = page(`${familyPages[component.family]}.html`);
      const subject = {component: component.id};
      // The heading, then the mark (and a banner), then the component's details.
      const following = $(`h3#${component.id}`).nextUntil('h2, h3');
      const since = following.filter('.release-since').first();
      if (since.text() !== sinceText(locale, subject)) {
        problems.push(`${component.id}: "${since.text()}"`);
        continue;
      }
      marks += 1;
      const deprecation = deprecationOf(subject);
      const banner = following.filter('.theme-admonition-warning').first();
      if (deprecation) {
        const title = deprecatedTitle(locale, minorOf(deprecation.version));
        if (!banner.text().includes(title) || banner.find('a').length < 2)
          problems.push(`${component.id}: no banner "${title}" with its links`);
        else banners += 1;
        // The family page's table of which component to use marks it too.
        const cell = $('article td').filter((_, td) => $(td).text().startsWith(component.name));
        const mark = locale === 'en' ? `(deprecated in ${title.slice(-3)})` : `（${title}）`;
        if (!cell.text().includes(mark))
          problems.push(`${component.id}: no "${mark}" in its table`);
      }
    }
    for (const operation of operations) {
      const $ = page(join('api', `${operation.page}.html`));
      const subject = {operation: operation.operationId};
      const since = $('article .release-since').first();
      if (since.text() !== sinceText(locale, subject)) {
        problems.push(`${operation.operationId}: "${since.text()}"`);
        continue;
      }
      marks += 1;
      const deprecation = deprecationOf(subject);
      const text = $('article').text();
      if (text.includes('This endpoint has been deprecated'))
        problems.push(`${operation.operationId}: the generator's own notice is still there`);
      if (deprecation) {
        const title = deprecatedTitle(locale, minorOf(deprecation.version));
        if (!$('article .theme-admonition-warning').text().includes(title))
          problems.push(`${operation.operationId}: no banner "${title}"`);
        else banners += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(marks).toBe(components.length + operations.length);
    expect(banners).toBeGreaterThanOrEqual(4);
  });

  test(`the marks are in the Markdown twins and found by search (${locale})`, async () => {
    // The twins' text, links reduced to their words.
    const twinText = (file: string) =>
      readFileSync(join(dirOf(locale), file), 'utf8').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const twin = twinText('components-prompts.md');
    expect(twin).toContain(deprecatedTitle(locale, '1.4'));
    expect(twin).toContain(sinceText(locale, {component: 'prompt-template'}));
    const apiTwin = twinText(join('api', 'handle-sse.md'));
    expect(apiTwin).toContain(deprecatedTitle(locale, '1.4'));

    const index = createSearchIndex(inMemory(readIndexFiles(dirOf(locale))), siteDefaults.url);
    const firstPages = async (query: string) => {
      const {hits} = await index.search(asDocSearchAsks(query, locale));
      return [...new Set(hits.map((hit) => String(hit.url_without_anchor)))]
        .slice(0, 3)
        .map((url) => url.slice(siteRoot(locale).length));
    };
    const query = locale === 'en' ? 'few-shot prompt deprecated' : 'Few-shot Prompt 弃用';
    expect(await firstPages(query)).toContain('components-prompts');
    const latest = minorReleases[0]!.minor;
    expect(
      await firstPages(locale === 'en' ? `Flowloom ${latest}` : `Flowloom ${latest} 发布说明`),
    ).toContain(`release-notes-${latest.replace('.', '-')}`);
  });

  test(`the served openapi.json dates every operation as the record does (${locale})`, () => {
    const served = JSON.parse(readFileSync(join('build', 'openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, {operationId?: string; 'x-since'?: string}>>;
    };
    const dated = Object.values(served.paths).flatMap((item) =>
      Object.values(item).filter((operation) => typeof operation.operationId === 'string'),
    );
    expect(dated.length).toBe(operations.length);
    for (const operation of dated)
      expect(operation['x-since'], operation.operationId).toBe(
        sinceOf({operation: operation.operationId!}),
      );
  });

  test(`the navbar's Release notes opens the section, newest release first (${locale})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, ''));
    const label = locale === 'en' ? 'Release notes' : '发布说明';
    await page.locator('.navbar__items--right .dropdown').first().hover();
    await page.getByRole('link', {name: label, exact: true}).first().click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, 'release-notes')}$`));
    const items = page.locator('.theme-doc-sidebar-item-category .menu__list .menu__link', {
      hasText: /^1\.\d$/,
    });
    await expect(items).toHaveText(minorReleases.map(({minor}) => minor));
  });
}
