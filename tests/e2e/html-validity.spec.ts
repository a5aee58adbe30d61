/**
 * Every built page is valid HTML by html-validate (configuration: .htmlvalidate.mjs): each page the
 * sitemaps list, and each locale's search and not-found pages, read from the files in worker threads
 * (no browser). Errors fail the test with file, line, rule and message; warnings are listed in the
 * report.
 */
import {join} from 'node:path';

import {localesOf, resolveRequest} from '../../scripts/static-server';
import {localeDir, siteDefaults} from '../../data/site';
import {validateFiles, type FileMessages} from '../html-validate/validateFiles';
import {expect, localePath, locales, test} from './fixtures';
import {sitemapPaths} from './sitemap';

const BUILD = 'build';

/** The file the production web server answers a path with. */
function fileOf(path: string): string {
  const resolution = resolveRequest(BUILD, siteDefaults.baseUrl, localesOf(BUILD), path);
  if (resolution.kind !== 'file' || resolution.status !== 200)
    throw new Error(`${path} is not a page of ${BUILD}/`);
  return resolution.file;
}

/** `file:line:column rule: message`, as editors link it. */
const located = (
  file: string,
  {line, column, ruleId, message}: FileMessages['messages'][number],
): string => `${file}:${line}:${column} ${ruleId}: ${message}`;

test('every page of both locales is valid HTML', async () => {
  test.setTimeout(180_000);
  const files = locales.flatMap((locale) => {
    const pages = sitemapPaths(locale);
    expect(pages.length, `run the build first (${locale})`).toBeGreaterThan(100);
    return [
      ...pages.map(fileOf),
      fileOf(localePath(locale, 'search')),
      join(BUILD, localeDir(locale), '404.html'),
    ];
  });
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const {file, messages} of await validateFiles([...new Set(files)]))
    for (const message of messages)
      (message.severity === 2 ? errors : warnings).push(located(file, message));
  test.info().annotations.push({
    type: 'html-validate warnings',
    description: warnings.length ? warnings.join('\n') : 'none',
  });
  if (warnings.length) console.log(`html-validate warnings:\n${warnings.join('\n')}`);
  expect(errors, `html-validate errors in ${files.length} pages`).toEqual([]);
});
