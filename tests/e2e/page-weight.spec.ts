import {
  ASSISTANT_KB_PER_PAGE,
  BUILD_KB_PER_PAGE,
  bytesPerPage,
  measure,
  pageTypes,
  sitemapPages,
} from '../../scripts/bench/pageWeight';
import {BASE, expect, test} from './fixtures';

const kb = (bytes: number) => bytes / 1024;

// Sizes are deterministic for a build, so they are asserted; timings never are (`npm run bench:*`).
test.describe('page weight', () => {
  for (const {name, path, budgetKb} of pageTypes) {
    test(`${name}: at most ${budgetKb} KB of gzip JS and CSS on a first visit`, async ({page}) => {
      const weight = await measure(page, `${BASE}${path}`);
      // The budget holds for nothing measured: the app's entry script and stylesheet must be counted.
      expect(weight.assets).toContainEqual(expect.stringMatching(/\/assets\/js\/main\.\w+\.js$/));
      expect(weight.assets).toContainEqual(
        expect.stringMatching(/\/assets\/css\/styles\.\w+\.css$/),
      );
      expect(kb(weight.js.gzip + weight.css.gzip)).toBeLessThanOrEqual(budgetKb);
      if (!path.startsWith('api/')) {
        // Guides never load the API reference's code (plugins/docusaurus/bundle-layout.ts).
        expect(weight.assets.filter((asset) => /\/api-(reference|explorer)/.test(asset))).toEqual(
          [],
        );
      }
    });
  }

  test(`build/ holds at most ${BUILD_KB_PER_PAGE} KB per page of the sitemaps, plus ${ASSISTANT_KB_PER_PAGE} KB for assistants`, () => {
    // Both locales' pages, at least those of today: a budget per page holds as the site grows.
    expect(sitemapPages('build')).toBeGreaterThanOrEqual(300);
    const {site, assistants} = bytesPerPage('build');
    expect(site / 1024).toBeLessThanOrEqual(BUILD_KB_PER_PAGE);
    // Counted apart, and present: every page has a twin, which llms-full.txt repeats.
    expect(assistants / 1024).toBeGreaterThan(5);
    expect(assistants / 1024).toBeLessThanOrEqual(ASSISTANT_KB_PER_PAGE);
  });
});
