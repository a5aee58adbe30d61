/**
 * Scripts and plugins stand on their own: what they share with the tests lives outside tests/, so a
 * script never breaks because a test moved.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';

const sources = (dir: string): string[] =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(ts|tsx|js|cjs|mjs)$/.test(file))
    .map((file) => join(dir, file));

test('no script, plugin or site module imports from tests/', () => {
  const files = ['scripts', 'plugins', 'src'].flatMap(sources);
  assert.ok(files.length > 50, `only ${files.length} files found`);
  const offending = files.filter((file) =>
    /\bfrom ['"](\.\.\/)+tests\/|import\(['"](\.\.\/)+tests\//.test(readFileSync(file, 'utf8')),
  );
  assert.deepEqual(offending, []);
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
