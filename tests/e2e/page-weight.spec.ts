import {
  BUILD_KB_PER_PAGE,
  budgetKb,
  buildBytes,
  localeSitemapPages,
  measure,
  pageTypes,
} from '../../scripts/bench/pageWeight';
import {BASE, expect, test} from './fixtures';

const kb = (bytes: number) => bytes / 1024;

// Sizes are deterministic for a build, so they are asserted; timings never are (`npm run bench:*`).
test.describe('page weight', () => {
  for (const {name, path, kind} of pageTypes) {
    // The budget grows with the locale's pages, which every page's scripts list.
    const pages = localeSitemapPages('build', path);
    const budget = budgetKb(kind, pages);
    test(`${name}: at most ${budget} KB of gzip JS and CSS on a first visit (${pages} pages in its locale)`, async ({
      page,
    }) => {
      const weight = await measure(page, `${BASE}${path}`);
      // The budget holds for nothing measured: the app's entry script and stylesheet must be counted.
      expect(weight.assets).toContainEqual(expect.stringMatching(/\/assets\/js\/main\.\w+\.js$/));
      expect(weight.assets).toContainEqual(
        expect.stringMatching(/\/assets\/css\/styles\.\w+\.css$/),
      );
      expect(kb(weight.js.gzip + weight.css.gzip)).toBeLessThanOrEqual(budget);
      if (!path.startsWith('api/')) {
        // Guides never load the API reference's code (plugins/docusaurus/bundle-layout.ts).
        expect(weight.assets.filter((asset) => /\/api-(reference|explorer)/.test(asset))).toEqual(
          [],
        );
      }
    });
  }

  test(`build/ holds at most ${BUILD_KB_PER_PAGE.guide.site} KB per guide and ${BUILD_KB_PER_PAGE.api.site} KB per API page of the sitemaps, plus ${BUILD_KB_PER_PAGE.guide.assistants} and ${BUILD_KB_PER_PAGE.api.assistants} KB for assistants`, () => {
    // Both locales' pages, at least those of today: a budget per page holds as the site grows.
    const {pages, site, assistants} = buildBytes('build');
    expect(pages.guide + pages.api).toBeGreaterThanOrEqual(300);
    expect(site.bytes).toBeLessThanOrEqual(site.budget);
    // Counted apart, and present: every page has a twin, which llms-full.txt repeats.
    expect(assistants.bytes).toBeGreaterThan(assistants.budget / 5);
    expect(assistants.bytes).toBeLessThanOrEqual(assistants.budget);
  });
});
