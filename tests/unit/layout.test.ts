/**
 * The repository's layers (ARCHITECTURE.md): content data in data/, build code in plugins/ (and the
 * command-line scripts of scripts/), browser code in src/. The browser bundles src/ and data/, so
 * neither imports a Node.js module or build code; data/ imports only data; build plugins never import
 * a script; and nothing but tests imports from tests/, so a script never breaks because a test moved.
 */
import assert from 'node:assert/strict';
import {builtinModules} from 'node:module';
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';

import {sourceImports} from './sourceImports';

const sources = (dir: string): string[] =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(ts|tsx|js|cjs|mjs)$/.test(file))
    .map((file) => join(dir, file));

test('no script, plugin, data or site module imports from tests/', () => {
  const files = ['scripts', 'plugins', 'src', 'data'].flatMap(sources);
  assert.ok(files.length > 50, `only ${files.length} files found`);
  const offending = files.filter((file) =>
    /\bfrom ['"](\.\.\/)+tests\/|import\(['"](\.\.\/)+tests\//.test(readFileSync(file, 'utf8')),
  );
  assert.deepEqual(offending, []);
});

const NODE_MODULES = new Set(builtinModules);
const layerOf = (path: string): string => path.split('/')[0]!;

/** The imports of `file` that break the layer rules, as `file: specifier (why)`. */
function layerViolations(file: string, text: string): string[] {
  const layer = layerOf(file);
  return sourceImports(file, text).flatMap(({specifier, path}) => {
    const why = (reason: string) => [`${file}: ${specifier} (${reason})`];
    const target = path === undefined ? undefined : layerOf(path);
    if (layer === 'src' || layer === 'data') {
      if (specifier.startsWith('node:') || NODE_MODULES.has(specifier))
        return why('a Node.js module in code the browser bundles');
      if (target === 'plugins' || target === 'scripts')
        return why('build code in code the browser bundles');
    }
    if (layer === 'data' && target !== undefined && target !== 'data')
      return why('content data imports only content data');
    if (layer === 'plugins' && target === 'scripts')
      return why('a build plugin imports a script; share a module of plugins/ instead');
    return [];
  });
}

test('each layer imports only what it may', () => {
  const files = ['src', 'data', 'plugins'].flatMap(sources);
  assert.ok(files.length > 150, `only ${files.length} files found`);
  assert.deepEqual(
    files.flatMap((file) => layerViolations(file, readFileSync(file, 'utf8'))),
    [],
  );
});

test('the layer rules catch each kind of import they forbid', () => {
  const cases: [string, string, string][] = [
    ['src/components/X.tsx', "import {readFileSync} from 'node:fs';", 'a Node.js module'],
    ['src/components/X.tsx', "import path from 'path';", 'a Node.js module'],
    ['data/x.ts', "import type {Plugin} from '../plugins/helpers/siteDir';", 'build code'],
    ['src/theme/X.tsx', "const m = import('@site/scripts/serve');", 'build code'],
    ['data/x.ts', "import {a} from '../src/utils/escapeHtml';", 'only content data'],
    ['plugins/remark/x.ts', "import {b} from '../../scripts/static-server';", 'imports a script'],
  ];
  for (const [file, text, reason] of cases) {
    const found = layerViolations(file, text);
    assert.equal(found.length, 1, `${file}: ${text}`);
    assert.ok(found[0]!.includes(reason), found[0]);
  }
  assert.deepEqual(
    layerViolations('plugins/remark/x.ts', "import {site} from '../../data/site';"),
    [],
  );
});

/**
 * A theme component of src/theme/ (`Name.tsx`, or a folder holding `index.tsx`), named as the theme
 * names it: `Root`, `ApiExplorer/FormItem`, `NavbarItem/DocsVersionDropdownNavbarItem`.
 */
const themeComponents = (dir: string): string[] =>
  sources(dir)
    .filter((file) => file.endsWith('.tsx'))
    .map((file) =>
      relative(dir, file)
        .replaceAll('\\', '/')
        .replace(/(\/index)?\.tsx$/, ''),
    );

test('every swizzled theme component is listed in src/theme/README.md with why', () => {
  const components = themeComponents('src/theme');
  assert.ok(components.includes('Root') && components.length > 20, components.join(', '));
  // The first column of the table's rows: one or more `Name`s.
  const listed = new Set(
    readFileSync('src/theme/README.md', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([\w/]+)`/g)].map((m) => m[1])),
  );
  assert.deepEqual(
    components.filter((component) => !listed.has(component)),
    [],
    'src/theme/README.md lists each swizzle and why',
  );
});
