/**
 * Release notes: Flowloom's releases (data/releases) as a docs section, feeds and marks.
 * - `remarkReleaseNotes`, a guide step: the section's pages and the components' marks;
 * - `remarkOperationMarks`, an API page step: the operations' marks;
 * - `releaseNotesPlugin`: the Atom and RSS feeds of each locale, and the link to them in the
 *   `<head>` of every page.
 * Operations come from the caller (the API reference lists them), so this feature reads no other.
 */
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';

import type {PluginModule} from '@docusaurus/types';

import type {BuiltLocale} from '../../data/site';
import {feedFiles} from './build/feedFiles';
import {feedTitle, feedsOf} from './build/feeds';
import type {Operation} from '../../plugins/helpers/openApiOperations';

export {remarkOperationMarks, remarkReleaseNotes} from './build/remark';
export {feedFiles} from './build/feedFiles';
export {releaseMarksIn} from './build/marks';
export {withReleaseHistory} from './build/openApiExtensions';

export interface ReleaseNotesOptions {
  locale: BuiltLocale;
  operations: readonly Operation[];
}

export const releaseNotesPlugin =
  ({locale, operations}: ReleaseNotesOptions): PluginModule =>
  ({siteConfig}) => {
    const [main] = feedFiles;
    const title = feedTitle(locale);
    return {
      name: 'release-notes',
      injectHtmlTags: () => ({
        headTags: [
          ['application/atom+xml', main!.atom],
          ['application/rss+xml', main!.rss],
        ].map(([type, file]) => ({
          tagName: 'link',
          attributes: {rel: 'alternate', type, title, href: `${siteConfig.baseUrl}${file}`},
        })),
      }),
      async postBuild({outDir}) {
        const siteRoot = `${siteConfig.url}${siteConfig.baseUrl}`;
        for (const [name, xml] of feedsOf(locale, operations, siteRoot))
          await writeFile(join(outDir, name), xml);
      },
    };
  };
