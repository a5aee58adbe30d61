/**
 * Where the API reference's code goes in the browser bundle. Docusaurus's `common` chunk takes the
 * modules used by half the pages, and every page loads it: the API pages are more than half of all
 * pages, so `common` would hold the reference's runtime (with the browser highlighter only it uses)
 * and every guide would download it. It gets async chunks of its own, fetched only by the pages that
 * use it; what only the on-demand parts need (the explorer's request and code-sample generators, the
 * theme's Markdown renderer, the highlighter) goes to chunks of their own. What the script groups buy
 * is the `guide-chunks` entry of plugins/docusaurus/dependency-edits/registry.ts.
 */
import {existsSync, readFileSync, realpathSync} from 'node:fs';
import {dirname, join, sep} from 'node:path';

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

/** The chunk every API page loads, its script and its stylesheet (./stylesheet.ts links it). */
export const API_REFERENCE_CHUNK = 'api-reference';

/**
 * Chunks the API reference loads after hydration (their webpackChunkName): the explorer
 * (../theme/ApiExplorer), the theme's Markdown renderer (../theme/Markdown) and the highlighting
 * code block with Prism (../browser/LazyCodeBlock.tsx), which an operation page draws only when it
 * shows a code sample. Modules only they use stay out of the chunk every API page loads.
 */
const ON_DEMAND_CHUNKS = new Set(['api-explorer', 'api-markdown', 'api-highlighter']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The modules that highlight in the browser, which only the API reference loads: Prism's languages,
 * the classic theme's CodeBlock (its buttons and stylesheets excepted: src/theme/CodeBlock uses
 * them), the theme's language loader and this folder's two (the `api-lazy-code-block` and
 * `prism-where-used` edits swap them in). src/code/lineMarkup.ts is not one: every code block reads
 * its copy text with it.
 */
export const BROWSER_HIGHLIGHTER = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/]prismjs[\\/]`,
    String.raw`@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](prism-include-languages|CodeBlock[\\/](index|Content[\\/]\w+|Line[\\/]index|Container[\\/]index))\.js$`,
    ...['LazyCodeBlock.tsx', 'prismWithLanguages.ts'].map(
      (file) => `^${escapeRegExp(join(__dirname, '..', 'browser', file))}$`,
    ),
  ].join('|'),
);

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

/**
 * This folder's own browser code: its theme components and browser modules, which only the API
 * pages use. Left to Docusaurus, they would sit in `common` while the API pages are more than half of
 * all pages, and every guide would download them.
 */
const OWN_BROWSER_CODE = new RegExp(
  `^(${['theme', 'browser'].map((folder) => escapeRegExp(join(__dirname, '..', folder) + sep)).join('|')})`,
);

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
 * The bundler's chunk groups of the API reference. The script groups go when `scripts` is false
 * (DOCS_EDITS_OFF=guide-chunks, to measure what they buy); the stylesheet keeps its file, which
 * the API pages link.
 */
export function apiChunkGroups({scripts, site}: {scripts: boolean; site: string}) {
  const apiOnly = (apiModules ??= apiReferenceModules(site));
  return {
    ...(scripts && {
      apiReference: {
        test: new RegExp(
          `(?:${apiOnly.source})|(?:${BROWSER_HIGHLIGHTER.source})|(?:${OWN_BROWSER_CODE.source})`,
        ),
        // What only on-demand chunks need stays out of what every API page loads.
        name: (_module: unknown, chunks: {name?: string | null}[]) => {
          const names = new Set(chunks.map((chunk) => chunk.name ?? ''));
          return [...names].every((name) => ON_DEMAND_CHUNKS.has(name))
            ? `${[...names].sort().join('+')}-runtime`
            : API_REFERENCE_CHUNK;
        },
        chunks: 'async' as const,
        enforce: true,
        priority: 45,
      },
    }),
    // The OpenAPI theme's stylesheet (../theme/ApiItem imports it) in a file of its own, linked by
    // the API pages only: Docusaurus's `styles` group (priority 50) would put it in the one
    // stylesheet every page loads.
    apiReferenceStyles: {
      test: apiOnly,
      type: 'css/mini-extract',
      name: API_REFERENCE_CHUNK,
      chunks: 'async' as const,
      enforce: true,
      priority: 55,
    },
  };
}
