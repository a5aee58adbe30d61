/**
 * Compiles MDX pages as the site does (facts, code highlighting, component details, the
 * configuration reference, schema tables and flow diagrams included) and reports syntax errors,
 * unknown code languages, component ids, variable groups, commands and broken flows in seconds,
 * without a full build:
 *   npx tsx scripts/check-mdx.ts docs/concepts/*.mdx
 */
import {readFile} from 'node:fs/promises';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {remarkCodeHighlight} from '../plugins/docusaurus/code-highlight';
import remarkComponentDetails from '../plugins/remark/remark-component-details';
import remarkApiSchemaTable from '../plugins/remark/remark-api-schema-table';
import remarkConfigReference from '../plugins/remark/remark-config-reference';
import remarkExampleFile from '../plugins/remark/remark-example-file';
import remarkFlowDiagram from '../plugins/remark/remark-flow-diagram';
import remarkFlowFileSchema from '../plugins/remark/remark-flow-file-schema';
import remarkFacts from '../plugins/remark/remark-facts';
import remarkGlossary from '../plugins/remark/remark-glossary';
import {builtLocales} from '../src/data/site';

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
    try {
      await compile(
        {path, value: body},
        {
          remarkPlugins: [
            [remarkGlossary, {locale}],
            remarkFacts,
            [remarkExampleFile, {locale}],
            remarkCodeHighlight,
            [remarkComponentDetails, {locale}],
            [remarkConfigReference, {locale}],
            [remarkApiSchemaTable, {locale}],
            [remarkFlowFileSchema, {locale}],
            [remarkFlowDiagram, {locale}],
          ],
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
