import {existsSync, readFileSync, realpathSync} from 'node:fs';
import {dirname, join, sep} from 'node:path';

import type {Plugin} from '@docusaurus/types';

import {BROWSER_HIGHLIGHTER} from './code-highlight';

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
 * The folder Node resolves package `name` to from `base`: the nearest `node_modules/name` up the tree.
 * Looked up by folder because ESM-only packages (react-markdown, micromark…) don't export their
 * package.json to `require.resolve`.
 */
function packageFolder(name: string, base: string): string | undefined {
  for (let dir = base; ; dir = dirname(dir)) {
    const folder = join(dir, 'node_modules', name);
    // Real paths, as the bundler names modules (node_modules may be a symlink).
    if (existsSync(join(folder, 'package.json'))) return realpathSync(folder);
    if (dirname(dir) === dir) return undefined;
  }
}

/** Folders of packages and of every package they depend on, resolved as Node resolves them. */
function packageClosure(roots: readonly string[], from: string): Set<string> {
  const folders = new Set<string>();
  const visit = (name: string, base: string): void => {
    const folder = packageFolder(name, base);
    // Optional dependencies may be absent; present packages are always found.
    if (!folder || folders.has(folder)) return;
    folders.add(folder);
    const {dependencies = {}} = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys(dependencies)) visit(dependency, folder);
  };
  for (const root of roots) visit(root, from);
  return folders;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Modules of the packages only the API reference uses: the OpenAPI theme, the plugin whose helpers
 * it imports in the browser, and their dependencies.
 */
function apiReferenceModules(site: string): RegExp {
  const guides = packageClosure(GUIDE_RUNTIME, site);
  const api = packageClosure(
    ['docusaurus-theme-openapi-docs', 'docusaurus-plugin-openapi-docs'],
    site,
  );
  const apiOnly = [...api].filter((folder) => !guides.has(folder));
  return new RegExp(`^(${apiOnly.map((folder) => escapeRegExp(folder + sep)).join('|')})`);
}

// Computed on the first client build, then shared by every locale's build in this process.
let apiModules: RegExp | undefined;

/**
 * Chunks the API reference loads after hydration (their webpackChunkName): the explorer
 * (src/theme/ApiExplorer), the theme's Markdown renderer (src/theme/Markdown) and the highlighting
 * code block with Prism (src/code/LazyCodeBlock.tsx), which an operation page draws only when it shows
 * a code sample. Modules only they use stay out of the `api-reference` chunk every API page loads.
 */
const ON_DEMAND_CHUNKS = new Set(['api-explorer', 'api-markdown', 'api-highlighter']);

/** The chunk every API page loads, its script and its stylesheet (plugins/docusaurus/api-theme.ts links it). */
export const API_REFERENCE_CHUNK = 'api-reference';

/**
 * What draws Markdown content: MDX's components, code blocks (with their copy and word-wrap
 * buttons), tabs, details and admonitions. Pages that show Markdown load them; the search page and
 * the not-found page do not, though `common` would make them.
 */
const PAGE_CONTENT = new RegExp(
  [
    String.raw`@docusaurus[\/]theme-classic[\/]lib[\/]theme[\/](MDXComponents|CodeBlock|CodeInline|Tabs|TabItem|Details|Admonition)[\/]`,
    String.raw`@docusaurus[\/]theme-common[\/]lib[\/]components[\/]Details[\/]`,
    String.raw`[\/]copy-text-to-clipboard[\/]`,
    String.raw`[\/]src[\/]theme[\/]CodeBlock[\/]`,
    String.raw`[\/]src[\/]code[\/]lineMarkup\.ts$`,
  ].join('|'),
);

/**
 * Where the API reference's code goes. Docusaurus's `common` chunk takes the modules used by half the
 * pages, and every page loads it: the API pages are more than half of all pages, so `common` would
 * hold the reference's runtime (with the browser highlighter only it uses, see plugins/docusaurus/code-highlight)
 * and every guide would download it. It gets async chunks of its own,
 * fetched only by the pages that use it; what only the API explorer needs (request and code-sample
 * generators) goes to a chunk of its own, loaded when a reader asks for the explorer.
 * The API reference's request samples also need Node's `path`: browsers get path-browserify.
 * What the two chunk groups buy is measured in the `guide-chunks` entry of
 * plugins/docusaurus/dependency-edits/registry.ts (its paths of theme-classic are internals).
 */
export default function bundleLayout({chunkGroups}: {chunkGroups: boolean}): () => Plugin {
  return () => ({
    name: 'bundle-layout',
    configureWebpack(_config, isServer) {
      const resolve = {
        fallback: {path: require.resolve('path-browserify')},
        // The OpenAPI theme requires react-hook-form's CommonJS build; src/theme/ApiExplorer's
        // imports would get its ES build, a second copy with a form context of its own.
        alias: {'react-hook-form$': require.resolve('react-hook-form')},
      };
      if (isServer) return {resolve};
      const apiOnly = (apiModules ??= apiReferenceModules(process.cwd()));
      return {
        resolve,
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Left out by DOCS_EDITS_OFF=guide-chunks, to measure what they buy (the registry's entry).
              ...(chunkGroups && {
                apiReference: {
                  test: new RegExp(`(?:${apiOnly.source})|(?:${BROWSER_HIGHLIGHTER.source})`),
                  // What only on-demand chunks need stays out of what every API page loads.
                  name: (_module: unknown, chunks: {name?: string | null}[]) => {
                    const names = new Set(chunks.map((chunk) => chunk.name ?? ''));
                    return [...names].every((name) => ON_DEMAND_CHUNKS.has(name))
                      ? `${[...names].sort().join('+')}-runtime`
                      : API_REFERENCE_CHUNK;
                  },
                  chunks: 'async',
                  enforce: true,
                  priority: 45,
                },
                pageContent: {
                  test: PAGE_CONTENT,
                  name: 'page-content',
                  chunks: 'async',
                  enforce: true,
                  // Above Docusaurus's `common` (40), below the API reference's own chunks.
                  priority: 42,
                },
              }),
              // The OpenAPI theme's stylesheet (src/theme/ApiItem imports it) in a file of its own,
              // linked by the API pages only: Docusaurus's `styles` group (priority 50) would put it
              // in the one stylesheet every page loads.
              apiReferenceStyles: {
                test: apiOnly,
                type: 'css/mini-extract',
                name: API_REFERENCE_CHUNK,
                chunks: 'async',
                enforce: true,
                priority: 55,
              },
            },
          },
        },
      };
    },
  });
}
