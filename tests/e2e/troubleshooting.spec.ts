/**
 * The Troubleshooting index as the production build wrote it, in both locales: every entry the
 * gatherer finds in the guides is a link to `<slug>#<id>`, whose page holds that anchor, shown with
 * its error texts; every API error message is there with its status codes, and each operation it
 * links has a page. Reads build/ only: no browser is needed.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {load} from 'cheerio';

import {localeDir} from '../../data/site';
import {gatherApiMessages} from '../../features/troubleshooting/build/api';
import {gatherGuides} from '../../features/troubleshooting/build/guides';
import {BASE, expect, locales, test} from './fixtures';

for (const locale of locales) {
  test(`the built index lists every entry with a link to its anchor, and every API message (${locale})`, () => {
    const dir = join('build', localeDir(locale));
    const $ = load(readFileSync(join(dir, 'troubleshooting.html'), 'utf8'));
    const article = $('article');
    const hrefs = new Set(
      article
        .find('a[href]')
        .map((_, a) => $(a).attr('href'))
        .get(),
    );
    const codes = new Set(
      article
        .find('li code')
        .map((_, code) => $(code).text())
        .get(),
    );
    const prefix = BASE + localeDir(locale);
    const anchors = new Map<string, Set<string>>();
    const anchorsOf = (slug: string): Set<string> => {
      let ids = anchors.get(slug);
      if (!ids) {
        const page = load(readFileSync(join(dir, `${slug}.html`), 'utf8'));
        ids = new Set(
          page('[id]')
            .map((_, element) => page(element).attr('id'))
            .get(),
        );
        anchors.set(slug, ids);
      }
      return ids;
    };
    const missing: string[] = [];
    const pages = gatherGuides(locale);
    expect(pages.length).toBeGreaterThanOrEqual(80);
    for (const page of pages)
      for (const {id, errors} of page.entries) {
        if (!hrefs.has(`${prefix}${page.slug}#${id}`))
          missing.push(`no link to ${page.slug}#${id}`);
        if (!anchorsOf(page.slug).has(id)) missing.push(`${page.slug} has no #${id}`);
        for (const error of errors)
          if (!codes.has(error)) missing.push(`${page.slug}#${id}: ${error} not shown`);
      }
    for (const {message, operations} of gatherApiMessages(locale)) {
      if (!codes.has(message)) missing.push(`the API message ${message} is not shown`);
      for (const {page} of operations)
        if (hrefs.has(`${prefix}api/${page}`) && !existsSync(join(dir, 'api', `${page}.html`)))
          missing.push(`api/${page} is linked but not built`);
    }
    expect(missing).toEqual([]);
    expect(article.find('h2[id="api-errors"]')).toHaveLength(1);
  });
}
