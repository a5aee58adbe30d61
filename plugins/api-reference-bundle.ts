import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, sep} from 'node:path';

import type {Plugin} from '@docusaurus/types';

/** Folders of a package and of every package it depends on, resolved as Node resolves them. */
function packageClosure(roots: readonly string[], from: string): Set<string> {
  const folders = new Set<string>();
  const visit = (name: string, base: string): void => {
    let manifest: string;
    try {
      manifest = createRequire(join(base, 'package.json')).resolve(`${name}/package.json`);
    } catch {
      return; // A package that does not export its manifest: its own files are matched by path anyway.
    }
    const folder = dirname(manifest);
    if (folders.has(folder)) return;
    folders.add(folder);
    const {dependencies = {}} = JSON.parse(readFileSync(manifest, 'utf8')) as {dependencies?: Record<string, string>};
    for (const dependency of Object.keys(dependencies)) visit(dependency, folder);
  };
  for (const root of roots) visit(root, from);
  return folders;
}

/**
 * Packages that guide pages run in the browser (the classic theme's client side, search, zoom). A
 * package the OpenAPI theme shares with these stays where Docusaurus puts it. Build-time packages
 * (MDX, remark) are left out on purpose: in the browser only the API reference uses them.
 * `npm run bench:size` shows a guide page that would load the API chunk.
 */
const GUIDE_RUNTIME = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-helmet-async',
  'react-loadable',
  '@mdx-js/react',
  'prism-react-renderer',
  'prismjs',
  'clsx',
  'copy-text-to-clipboard',
  'nprogress',
  'infima',
  'parse-numeric-range',
  'utility-types',
  'tslib',
  '@docsearch/react',
  'algoliasearch',
  'algoliasearch-helper',
  'medium-zoom',
];

/**
 * The API reference's runtime (the OpenAPI theme and the packages only it uses) in its own async
 * chunk. The API pages are more than half of all pages, so Docusaurus's `common` chunk (modules
 * used by half the pages) would otherwise hold it, and every guide page would download it.
 * Its request samples also need Node's `path`: browsers get path-browserify.
 */
export default function apiReferenceBundle(): Plugin {
  return {
    name: 'api-reference-bundle',
    configureWebpack(_config, isServer) {
      const resolve = {fallback: {path: require.resolve('path-browserify')}};
      if (isServer) return {resolve};
      const site = process.cwd();
      const guides = packageClosure(GUIDE_RUNTIME, site);
      const apiOnly = [...packageClosure(['docusaurus-theme-openapi-docs'], site)].filter((folder) => !guides.has(folder));
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const apiOnlyModules = new RegExp(`^(${apiOnly.map((folder) => escape(folder + sep)).join('|')})`);
      return {
        resolve,
        optimization: {
          splitChunks: {
            cacheGroups: {
              apiReference: {
                test: apiOnlyModules,
                name: 'api-reference',
                chunks: 'async',
                enforce: true,
                priority: 45,
              },
            },
          },
        },
      };
    },
  };
}
