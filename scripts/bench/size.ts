/**
 * `npm run bench:size`: the JS and CSS a browser loads on a first visit to each page type, raw and
 * gzip, and the size of build/ per page of the sitemaps. Needs a production build (`npm run build`); serves it itself.
 */
import {chromium} from '@playwright/test';

import {siteDefaults} from '../../data/site';
import {chromiumLaunchOptions} from '../browser/chromium';
import {startServer} from '../static-server';
import {budgetKb, buildBytes, localeSitemapPages, measure, pageTypes} from './pageWeight';

const PORT = 4180;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

async function main(): Promise<void> {
  const server = startServer('build', PORT);
  const browser = await chromium.launch(chromiumLaunchOptions);
  console.log(
    `${'page type'.padEnd(16)}${'JS raw'.padStart(10)}${'JS gzip'.padStart(10)}${'CSS raw'.padStart(10)}${'CSS gzip'.padStart(10)}${'total gz'.padStart(10)}${'budget'.padStart(10)}`,
  );
  for (const {name, path, kind} of pageTypes) {
    const budget = budgetKb(kind, localeSitemapPages('build', path));
    const context = await browser.newContext();
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    const weight = await measure(
      await context.newPage(),
      `http://127.0.0.1:${PORT}${siteDefaults.baseUrl}${path}`,
    );
    console.log(
      `${name.padEnd(16)}${kb(weight.js.raw)}${kb(weight.js.gzip)}${kb(weight.css.raw)}${kb(weight.css.gzip)}${kb(weight.js.gzip + weight.css.gzip)}${`${budget} KB ${weight.js.gzip + weight.css.gzip <= budget * 1024 ? 'met' : 'over'}`.padStart(14)}`,
    );
    await context.close();
  }
  await browser.close();
  server.close();
  const {pages, site, assistants} = buildBytes('build');
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `build/ for ${pages.guide} guide and ${pages.api} API sitemap pages: ${mb(site.bytes)} ` +
      `(budget ${mb(site.budget)}) plus ${mb(assistants.bytes)} of Markdown twins and llms files (budget ${mb(assistants.budget)})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
