/**
 * Who may import what, as rules the layout test (./layout.test.ts) runs over every source file and
 * ARCHITECTURE.md prints between its `import-rules` markers: the map of the code is the test's.
 */
import {builtinModules} from 'node:module';

import type {SourceImport} from './sourceImports';

/** Where a file sits, by what runs it. */
export type Place =
  'data' | 'browser' | 'common' | 'build' | 'command line' | 'tests' | 'test config' | 'config';

/** The place of a repository path (`features/search/common/engine/query.ts` → `common`). */
export function placeOf(path: string): Place | undefined {
  const [top, feature, part] = path.split('/');
  if (top === 'data') return 'data';
  if (top === 'src') return 'browser';
  if (top === 'plugins') return 'build';
  if (top === 'scripts') return 'command line';
  if (top === 'tests') return 'tests';
  if (top === 'features' && feature !== undefined && part !== undefined) {
    if (part === 'browser' || part === 'theme') return 'browser';
    if (part === 'common') return 'common';
    if (part === 'cli' || part === 'bench') return 'command line';
    return 'build';
  }
  if (/^(playwright(\.[\w-]+)?\.config\.ts|\.htmlvalidate\.mjs)$/.test(path)) return 'test config';
  if (path.split('/').length === 1) return 'config';
  return undefined;
}

/** The feature a path belongs to (`features/search/…` → `search`). */
export const featureOf = (path: string): string | undefined =>
  path.startsWith('features/') ? path.split('/')[1] : undefined;

const isNodeModule = (specifier: string): boolean =>
  specifier.startsWith('node:') || builtinModules.includes(specifier);

/** A package specifier that reaches into its files (`pkg/lib/x`, `@scope/pkg/lib/x`). */
const isPackageInternal = (specifier: string): boolean =>
  specifier.split('/').length > (specifier.startsWith('@') ? 2 : 1);

export interface ImportRule {
  id: string;
  /** The rule as ARCHITECTURE.md states it. */
  text: string;
  /** Why `file`'s import `found` breaks the rule, or undefined when it keeps it. */
  broken(file: string, found: SourceImport, typeOnly: boolean): string | undefined;
  /** A file and an import of it that breaks the rule, to show the rule catches it. */
  example: [file: string, text: string];
}

const BROWSER_BUNDLED: readonly (Place | undefined)[] = ['data', 'browser', 'common'];
const BUILD_ONLY: readonly (Place | undefined)[] = [
  'build',
  'command line',
  'tests',
  'test config',
];

export const importRules: readonly ImportRule[] = [
  {
    id: 'browser-no-node',
    text: "What the browser bundles (`src/`, `data/`, and a feature's `browser/`, `theme/` and `common/`) imports no Node.js module and no build, command-line or test code.",
    broken(file, {specifier, path}) {
      if (!BROWSER_BUNDLED.includes(placeOf(file))) return undefined;
      if (isNodeModule(specifier)) return 'a Node.js module in code the browser bundles';
      if (path !== undefined && BUILD_ONLY.includes(placeOf(path)))
        return 'build code in code the browser bundles';
      return undefined;
    },
    example: ['features/search/common/x.ts', "import {readFileSync} from 'node:fs';"],
  },
  {
    id: 'data-only-data',
    text: '`data/` imports only `data/`, and types from the entry point of a package (never a path into its files).',
    broken(file, {specifier, path}, typeOnly) {
      if (placeOf(file) !== 'data') return undefined;
      if (path !== undefined)
        return placeOf(path) === 'data' ? undefined : 'content data imports only content data';
      if (!typeOnly) return 'content data imports only types from packages';
      return isPackageInternal(specifier)
        ? "content data reaches into a package's files"
        : undefined;
    },
    example: [
      'data/x.ts',
      "import type {A} from '@docusaurus/plugin-client-redirects/lib/options';",
    ],
  },
  {
    id: 'common-not-browser',
    text: "A feature's `common/` (run by the build and in the browser) imports none of its feature's `browser/` or `theme/`.",
    broken(file, {path}) {
      if (placeOf(file) !== 'common' || path === undefined) return undefined;
      return placeOf(path) === 'browser' && featureOf(path) !== undefined
        ? 'common code imports browser-only code'
        : undefined;
    },
    example: ['features/search/common/x.ts', "import {y} from '../browser/localClient';"],
  },
  {
    id: 'feature-entry',
    text: "Code outside a feature imports it only through its `index.ts`, the feature's public face (tests excepted); `src/` and `data/` import no feature at all.",
    broken(file, {path}) {
      const feature = path === undefined ? undefined : featureOf(path);
      const place = placeOf(file);
      if (feature === undefined || featureOf(file) !== undefined || place === 'tests')
        return undefined;
      if (place === 'data' || place === 'browser')
        return 'site-wide browser code imports a feature';
      return path === `features/${feature}/index.ts`
        ? undefined
        : `imports the inside of a feature; add what it needs to features/${feature}/index.ts`;
    },
    example: ['plugins/remark/x.ts', "import {y} from '../../features/search/build/mode';"],
  },
  {
    id: 'features-apart',
    text: 'A feature imports no other feature.',
    broken(file, {path}) {
      const from = featureOf(file);
      const to = path === undefined ? undefined : featureOf(path);
      return from !== undefined && to !== undefined && from !== to
        ? 'a feature imports another feature'
        : undefined;
    },
    example: ['features/search/build/x.ts', "import {y} from '../../api-reference/build/paths';"],
  },
  {
    id: 'build-no-command-line',
    text: "Build code (`plugins/`, and a feature's `index.ts`, `edits.ts` and `build/`) imports no command-line code (`scripts/`, a feature's `cli/` and `bench/`).",
    broken(file, {path}) {
      return placeOf(file) === 'build' && path !== undefined && placeOf(path) === 'command line'
        ? 'build code imports a command-line script; share a build module instead'
        : undefined;
    },
    example: ['plugins/remark/x.ts', "import {b} from '../../scripts/static-server';"],
  },
  {
    id: 'tests-last',
    text: "Only tests and the test runners' configs (`playwright.config.ts`, `playwright.dev-server.config.ts`, `.htmlvalidate.mjs`) import `tests/`.",
    broken(file, {path}) {
      const place = placeOf(file);
      return path !== undefined &&
        placeOf(path) === 'tests' &&
        place !== 'tests' &&
        place !== 'test config'
        ? 'only tests import tests'
        : undefined;
    },
    example: ['scripts/x.ts', "import {y} from '../tests/unit/layers';"],
  },
];

/** The Markdown list ARCHITECTURE.md holds between its markers. */
export const RULES_START = '<!-- import-rules: tests/unit/layers.ts -->';
export const RULES_END = '<!-- /import-rules -->';
export const rulesMarkdown = (): string =>
  [RULES_START, '', ...importRules.map((rule) => `- ${rule.text}`), '', RULES_END].join('\n');
