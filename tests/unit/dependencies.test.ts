import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';

interface Lock {
  packages: Record<string, {version?: string; optionalDependencies?: Record<string, string>}>;
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

// npm ci refuses a lockfile that lacks any platform build a package lists as
// optional; the registry mirror misses some @swc builds, hence the overrides.
test('the lockfile holds every optional platform build, so npm ci accepts it', () => {
  const resolves = (from: string, name: string): boolean => {
    for (let dir = from; ; dir = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '')) {
      if (`${dir ? `${dir}/` : ''}node_modules/${name}` in lock.packages) return true;
      if (!dir) return false;
    }
  };
  const optional = Object.entries(lock.packages).flatMap(([path, entry]) =>
    Object.keys(entry.optionalDependencies ?? {}).map((name) => [path, name] as const),
  );
  // The @swc builds alone are a dozen: none found means the lockfile was not read as expected.
  assert.ok(optional.length >= 10, `only ${optional.length} optional dependencies found`);
  const missing = optional
    .filter(([path, name]) => !resolves(path, name))
    .map(([path, name]) => `${path} → ${name}`);
  assert.deepEqual(missing, []);
});
