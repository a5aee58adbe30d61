/**
 * Compiles MDX pages as the site does, through a guide's remark plugins (plugins/remark/guidePlugins.ts:
 * facts, code highlighting, component details, the configuration reference, schema tables, flow
 * diagrams, pictures, the translation notice) and reports syntax errors,
 * unknown code languages, component ids, variable groups, commands and broken flows in seconds,
 * without a full build:
 *   npx tsx scripts/check-mdx.ts docs/concepts/*.mdx
 */
import {readFile} from 'node:fs/promises';

import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {guideRemarkPlugins} from '../plugins/remark/guidePlugins';
import {builtLocales} from '../data/site';

async function main(files: string[]): Promise<number> {
  // @mdx-js/mdx is ESM-only and this package is CommonJS (Docusaurus needs that).
  const {compile} = await import('@mdx-js/mdx');
  let failed = 0;
  for (const path of files) {
    const source = await readFile(path, 'utf8');
    // Front matter is Docusaurus's business, not MDX's: drop it before compiling.
    // `## Title {#id}` is escaped by Docusaurus before MDX sees it; do the same.
    const body = escapeMarkdownHeadingIds(source.replace(/^---\n[\s\S]*?\n---\n/, ''));
    // A translation lives under i18n/{locale}/; anything else is in the default locale.
    const locale = builtLocales.find((name) => path.includes(`i18n/${name}/`)) ?? builtLocales[0];
    const plugins = guideRemarkPlugins(locale);
    try {
      await compile(
        {path, value: body},
        {
          remarkPlugins: [...plugins.beforeDefaultRemarkPlugins, ...plugins.remarkPlugins],
        },
      );
    } catch (error) {
      failed += 1;
      console.error(`${path}: ${(error as Error).message}`);
    }
  }
  console.log(`${files.length - failed} of ${files.length} MDX files compile`);
  return failed;
}

main(process.argv.slice(2)).then(
  (failed) => {
    process.exitCode = failed ? 1 : 0;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
