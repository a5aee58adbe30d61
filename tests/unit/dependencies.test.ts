import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';

interface Lock {
  packages: Record<string, {version?: string}>;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;

test('the tree holds one Docusaurus version, 3.7.0', () => {
  const versions = new Map<string, Set<string>>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    const match = /node_modules\/(@docusaurus\/[^/]+)$/.exec(path);
    if (!match || !entry.version) continue;
    const name = match[1]!;
    if (!versions.has(name)) versions.set(name, new Set());
    versions.get(name)!.add(entry.version);
  }
  assert.ok(versions.has('@docusaurus/core'));
  for (const [name, found] of versions) {
    // react-loadable is Docusaurus's fork with its own numbering.
    if (name === '@docusaurus/react-loadable') continue;
    assert.deepEqual([...found], ['3.7.0'], `${name}: ${[...found].join(', ')}`);
  }
});
