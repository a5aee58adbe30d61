/**
 * The repository's layout (ARCHITECTURE.md): who may import what (./layers.ts, every rule run over
 * every source file, string paths such as `require.resolve` included), the modules the edits of
 * dependency code swap in held to the same rules as the browser code they are, the rules as
 * ARCHITECTURE.md states them, and every theme component listed with why.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';

import {registry} from '../../plugins/docusaurus/dependency-edits/registry';
import {importRules, placeOf, RULES_END, RULES_START, rulesMarkdown} from './layers';
import {sourceImports} from './sourceImports';

const sources = (dir: string): string[] =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(ts|tsx|js|cjs|mjs)$/.test(file))
    .map((file) => join(dir, file).split('\\').join('/'));

const CONFIG_FILES = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'playwright.config.ts',
  'playwright.dev-server.config.ts',
  '.htmlvalidate.mjs',
  'eslint.config.mjs',
];
const files = [
  ...['data', 'src', 'plugins', 'scripts', 'features', 'tests'].flatMap(sources),
  ...CONFIG_FILES,
];

/** The imports of `file` that break a rule, as `file: specifier (why)`. */
function violations(file: string, text: string): string[] {
  return sourceImports(file, text).flatMap((found) =>
    importRules.flatMap((rule) => {
      const why = rule.broken(file, found, found.typeOnly);
      return why ? [`${file}: ${found.specifier} (${rule.id}: ${why})`] : [];
    }),
  );
}

test('every source file has a place, and keeps every import rule', () => {
  assert.ok(files.length > 300, `only ${files.length} files found`);
  assert.deepEqual(
    files.filter((file) => placeOf(file) === undefined),
    [],
  );
  assert.deepEqual(
    files.flatMap((file) => violations(file, readFileSync(file, 'utf8'))),
    [],
  );
});

test('each rule catches the import it forbids', () => {
  for (const rule of importRules) {
    const [file, text] = rule.example;
    const found = violations(file, text);
    assert.equal(found.length, 1, `${rule.id}: ${file}: ${text} → ${found.join('; ')}`);
    assert.ok(found[0]!.includes(`(${rule.id}:`), found[0]);
  }
  // What the rules allow: a plugin reading data, a feature's theme using site code, a wrapper's
  // dynamic import of the theme it wraps, a type from a package's entry in data.
  for (const [file, text] of [
    ['plugins/remark/x.ts', "import {site} from '../../data/site';"],
    ['features/search/theme/X.tsx', "import {y} from '../../../src/theme/Layout/mainLandmark';"],
    ['features/api-reference/theme/X.tsx', "const m = import('@theme-init/ApiExplorer');"],
    ['data/x.ts', "import type {PluginOptions} from '@docusaurus/plugin-client-redirects';"],
  ] as const)
    assert.deepEqual(violations(file, text), [], `${file}: ${text}`);
});

test('string paths count: require.resolve and a type import are seen', () => {
  assert.equal(
    violations('src/x.ts', "const file = require.resolve('../plugins/docusaurus/paint-first');")
      .length,
    1,
  );
  assert.deepEqual(
    sourceImports('data/x.ts', "type A = import('@docusaurus/types').Config;").map(
      ({typeOnly}) => typeOnly,
    ),
    [true],
  );
});

test('every module an edit of dependency code swaps in is browser code, under its rules', () => {
  const swapped = registry.flatMap((edit) =>
    edit.replacements.flatMap(({swapsIn}) =>
      swapsIn === undefined ? [] : [relative('.', swapsIn).split('\\').join('/')],
    ),
  );
  assert.ok(swapped.length > 10, `${swapped.length} swapped-in modules`);
  assert.deepEqual(
    swapped.filter((file) => placeOf(file) !== 'browser'),
    [],
  );
  assert.ok(
    swapped.every((file) => files.includes(file)),
    'each is one of the files checked above',
  );
});

test('ARCHITECTURE.md states the import rules the test runs', () => {
  const text = readFileSync('ARCHITECTURE.md', 'utf8');
  const start = text.indexOf(RULES_START);
  const end = text.indexOf(RULES_END);
  assert.ok(start >= 0 && end > start, 'ARCHITECTURE.md has the import-rules markers');
  const expected = rulesMarkdown();
  assert.equal(
    text.slice(start, end + RULES_END.length),
    expected,
    `replace ARCHITECTURE.md's list with:\n\n${expected}\n`,
  );
});

/**
 * The theme components of a theme folder (`Name.tsx`, or a folder holding `index.tsx`), named as the
 * theme names them: `Root`, `ApiExplorer/FormItem`, `NavbarItem/DocsVersionDropdownNavbarItem`.
 */
const themeComponents = (dir: string): string[] =>
  sources(dir)
    .filter((file) => file.endsWith('.tsx'))
    .map((file) =>
      relative(dir, file)
        .replaceAll('\\', '/')
        .replace(/(\/index)?\.tsx$/, ''),
    );

/** The components a README's table lists: its rows' first column, one or more `Name`s. */
const listedIn = (readme: string): Set<string> =>
  new Set(
    readFileSync(readme, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([\w/]+)`/g)].map((m) => m[1]!)),
  );

for (const themeDir of ['src/theme', 'features/api-reference/theme', 'features/search/theme']) {
  const readme = themeDir.startsWith('src/') ? `${themeDir}/README.md` : `${themeDir}/../README.md`;
  test(`every theme component of ${themeDir} is listed in its README with why`, () => {
    const components = themeComponents(themeDir);
    assert.ok(components.length > 0, themeDir);
    const listed = listedIn(readme);
    assert.deepEqual(
      components.filter((component) => !listed.has(component)),
      [],
      `${readme} lists each theme component and why`,
    );
  });
}
