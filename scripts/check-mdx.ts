/**
 * Compiles MDX pages as the site does (facts plugin included) and reports
 * syntax errors in seconds, without a full build:
 *   npx tsx scripts/check-mdx.ts docs/concepts/*.mdx
 */
import {readFile} from 'node:fs/promises';
import {compile} from '@mdx-js/mdx';
import remarkFacts from '../plugins/remark-facts';

const files = process.argv.slice(2);
let failed = 0;
for (const path of files) {
  const source = await readFile(path, 'utf8');
  // Front matter is Docusaurus's business, not MDX's: drop it before compiling.
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  try {
    await compile({path, value: body}, {remarkPlugins: [remarkFacts]});
  } catch (error) {
    failed += 1;
    console.error(`${path}: ${(error as Error).message}`);
  }
}
console.log(`${files.length - failed} of ${files.length} MDX files compile`);
process.exitCode = failed ? 1 : 0;
