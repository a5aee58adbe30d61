import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

import {darkCodeTheme, lightCodeTheme} from '../../src/css/prismThemes';
import {packageFolder} from '../packageFile';
import {tokenCss} from './tokenCss';

export {default as remarkCodeHighlight} from './remark';

const themeClassicLib = join(
  dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
);

/**
 * The modules that highlight in the browser, which only the API reference loads now: Prism's
 * languages, the theme's CodeBlock (its buttons and stylesheets excepted: src/theme/CodeBlock uses
 * them) and the theme's language loader. plugins/bundle-layout.ts puts them with the reference.
 */
export const BROWSER_HIGHLIGHTER =
  /[\\/](node_modules[\\/]prismjs[\\/]|@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](prism-include-languages|CodeBlock[\\/](index|Content[\\/]\w+|Line[\\/]index|Container[\\/]index))\.js$|src[\\/]code[\\/])/;

/**
 * Code blocks are highlighted when the site is built (./remark.ts, added to every content plugin)
 * and drawn by src/theme/CodeBlock, so pages carry no highlighter: Prism and its languages (about
 * 30 KB gzip) left the code every page loads. The API reference still highlights in the browser
 * (request samples, response examples, the explorer): its components get the theme's own CodeBlock
 * and Prism with the site's languages, in the API reference's chunks.
 */
export default function codeHighlight(context: LoadContext): Plugin {
  const stylesheet = join(context.generatedFilesDir, 'code-highlight', 'tokens.css');
  mkdirSync(dirname(stylesheet), {recursive: true});
  writeFileSync(stylesheet, tokenCss({light: lightCodeTheme, dark: darkCodeTheme}));

  const rules: RuleSetRule[] = [
    {
      // The OpenAPI theme renders code from data at run time: the theme's CodeBlock does that,
      // loaded when a code block is first drawn.
      test: packageFolder('docusaurus-theme-openapi-docs', 'theme'),
      resolve: {alias: {'@theme/CodeBlock': join(__dirname, '../../src/code/LazyCodeBlock.tsx')}},
    },
    {
      // Where Prism runs in the browser, it knows the site's languages first.
      test: [
        packageFolder('@docusaurus/theme-classic', 'theme/CodeBlock'),
        packageFolder('docusaurus-theme-openapi-docs', 'theme'),
      ],
      resolve: {
        alias: {'prism-react-renderer$': join(__dirname, '../../src/code/prismWithLanguages.ts')},
      },
    },
  ];

  return {
    name: 'code-highlight',
    getClientModules: () => [stylesheet],
    configureWebpack(_config, isServer) {
      if (isServer) return {module: {rules}};
      return {
        module: {rules},
        // The theme loads the languages into Prism on every page; src/code/prismWithLanguages.ts
        // does it where Prism is used.
        resolve: {alias: {[`${join(themeClassicLib, 'prism-include-languages')}$`]: false}},
      };
    },
  };
}
