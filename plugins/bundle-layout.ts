import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, sep} from 'node:path';

import type {Plugin} from '@docusaurus/types';

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

/** Folders of packages and of every package they depend on, resolved as Node resolves them. */
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
    const {dependencies = {}} = JSON.parse(readFileSync(manifest, 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys(dependencies)) visit(dependency, folder);
  };
  for (const root of roots) visit(root, from);
  return folders;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Modules of the packages only the API reference uses: the OpenAPI theme and its own dependencies. */
function apiReferenceModules(site: string): RegExp {
  const guides = packageClosure(GUIDE_RUNTIME, site);
  const apiOnly = [...packageClosure(['docusaurus-theme-openapi-docs'], site)].filter(
    (folder) => !guides.has(folder),
  );
  return new RegExp(`^(${apiOnly.map((folder) => escapeRegExp(folder + sep)).join('|')})`);
}

// Computed on the first client build, then shared by every locale's build in this process.
let apiModules: RegExp | undefined;

/** A chunk of its own for `test`'s modules, fetched only by the pages that use them. */
const asyncGroup = (name: string, test: RegExp) => ({
  test,
  name,
  chunks: 'async' as const,
  enforce: true,
  priority: 45,
});

/**
 * Where code that only some pages need goes. Docusaurus's `common` chunk takes the modules used by half
 * the pages, and every page loads it; by default modules used by fewer pages are copied into each one.
 * - The API reference's runtime: the API pages are more than half of all pages, so `common` would hold
 *   it and every guide would download it.
 * - The component catalog (src/data/components): shared by the fifteen component pages, fewer than half,
 *   so each of them would carry a copy.
 * The API reference's request samples also need Node's `path`: browsers get path-browserify.
 */
export default function bundleLayout(): Plugin {
  return {
    name: 'bundle-layout',
    configureWebpack(_config, isServer) {
      const resolve = {fallback: {path: require.resolve('path-browserify')}};
      if (isServer) return {resolve};
      apiModules ??= apiReferenceModules(process.cwd());
      return {
        resolve,
        optimization: {
          splitChunks: {
            cacheGroups: {
              apiReference: asyncGroup('api-reference', apiModules),
              componentCatalog: asyncGroup(
                'component-catalog',
                /[\\/]src[\\/]data[\\/]components[\\/]/,
              ),
            },
          },
        },
      };
    },
  };
}
