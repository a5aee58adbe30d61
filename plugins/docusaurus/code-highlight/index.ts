import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {darkCodeTheme, lightCodeTheme} from './prismThemes';
import {tokenCss} from './tokenCss';

export {default as remarkCodeHighlight} from './remark';

/**
 * Code blocks are highlighted when the site is built (./remark.ts, added to every content plugin)
 * and drawn by src/theme/CodeBlock, so pages carry no highlighter: Prism and its languages (about
 * 30 KB gzip) left the code every page loads. The API reference still highlights in the browser
 * (request samples, response examples, the explorer): its components get the theme's own CodeBlock
 * and Prism with the site's languages, in the API reference's chunks, through the import swaps
 * "api-lazy-code-block" and "prism-where-used" of features/api-reference/edits.ts.
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
