/**
 * Every guide shows when it last changed (plugins/helpers/contentDates.ts), in its locale's date
 * format, and its sitemap entry gives the same moment as `lastmod`. Checked from the built files for
 * every guide of both sitemaps, and in the browser on one page per locale.
 */
import {readFileSync} from 'node:fs';

import {load} from 'cheerio';

import {localeDir, type BuiltLocale} from '../../data/site';
import {expect, htmlLang, localePath, locales, test} from './fixtures';
import {builtPages} from './sitemap';

/** Each page's `lastmod` in a locale's sitemap, by path. */
function sitemapDates(locale: BuiltLocale): Map<string, string | undefined> {
  const xml = readFileSync(`build/${localeDir(locale)}sitemap.xml`, 'utf8');
  return new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map(
      ([, loc, lastmod]) => [new URL(loc!).pathname, lastmod],
    ),
  );
}

/** The date format of a locale's pages: what the theme writes, in the page's language. */
const dateFormat = {
  en: /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  'zh-Hans': /^\d{4}年\d{1,2}月\d{1,2}日$/,
} as const;

for (const locale of locales) {
  test(`every ${locale} guide shows the date it last changed, as its sitemap entry does`, async () => {
    const lastmods = sitemapDates(locale);
    const guides = (await builtPages(locale)).filter(
      ({path}) => !path.startsWith(localePath(locale, 'api')),
    );
    expect(guides.length).toBeGreaterThan(80);
    const wrong = guides.flatMap(({path, html}) => {
      const time = load(html)('.theme-last-updated time');
      const datetime = time.attr('datetime');
      if (!datetime) return [`${path}: no date`];
      if (lastmods.get(path) !== datetime)
        return [`${path}: page ${datetime}, sitemap ${lastmods.get(path) ?? 'none'}`];
      if (!dateFormat[locale].test(time.text())) return [`${path}: "${time.text()}"`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  test(`a ${locale} guide's date reads in the locale`, async ({page}) => {
    await page.goto(localePath(locale, 'concepts-flows'));
    const time = page.locator('.theme-last-updated time');
    await expect(time).toBeVisible();
    const datetime = (await time.getAttribute('datetime'))!;
    const expected = new Intl.DateTimeFormat(htmlLang(locale), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(datetime));
    await expect(time).toHaveText(expected);
  });
}
