/**
 * Scripts and plugins stand on their own: what they share with the tests lives outside tests/, so a
 * script never breaks because a test moved.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
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
