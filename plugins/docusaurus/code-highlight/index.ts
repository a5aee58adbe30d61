import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {darkCodeTheme, lightCodeTheme} from './prismThemes';
import {tokenCss} from './tokenCss';

export {default as remarkCodeHighlight} from './remark';

/**
 * The modules that highlight in the browser, which only the API reference loads now: Prism's
 * languages, the theme's CodeBlock (its buttons and stylesheets excepted: src/theme/CodeBlock uses
 * them), the theme's language loader and ours. plugins/docusaurus/bundle-layout.ts puts them with the
 * reference. src/code/lineMarkup.ts is not one: every code block reads its copy text with it.
 */
export const BROWSER_HIGHLIGHTER =
  /[\\/](node_modules[\\/]prismjs[\\/]|@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](prism-include-languages|CodeBlock[\\/](index|Content[\\/]\w+|Line[\\/]index|Container[\\/]index))\.js$|src[\\/]code[\\/](LazyCodeBlock|prismWithLanguages)\.tsx?$)/;

/**
 * Code blocks are highlighted when the site is built (./remark.ts, added to every content plugin)
 * and drawn by src/theme/CodeBlock, so pages carry no highlighter: Prism and its languages (about
 * 30 KB gzip) left the code every page loads. The API reference still highlights in the browser
 * (request samples, response examples, the explorer): its components get the theme's own CodeBlock
 * and Prism with the site's languages, in the API reference's chunks, through the import swaps
 * "api-lazy-code-block" and "prism-where-used" of plugins/docusaurus/dependency-edits/registry.ts.
 */
export default function codeHighlight(context: LoadContext): Plugin {
  const stylesheet = join(context.generatedFilesDir, 'code-highlight', 'tokens.css');
  mkdirSync(dirname(stylesheet), {recursive: true});
  writeFileSync(stylesheet, tokenCss({light: lightCodeTheme, dark: darkCodeTheme}));

  return {
    name: 'code-highlight',
    getClientModules: () => [stylesheet],
  };
}
