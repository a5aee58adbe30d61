import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import semver from 'semver';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {engines: {node: string}};
/** The oldest Node.js the site supports: package.json's `engines`, stated once as ">=X.Y". */
const minimum = /^>=(\d+)\.(\d+)$/.exec(pkg.engines.node);

/** The package.json files of every installed package, nested ones included. */
function installedPackages(dir = 'node_modules'): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (!entry.isDirectory() || entry.name === '.bin' || entry.name === '.cache') continue;
    const path = join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      found.push(...installedPackages(path));
      continue;
    }
    try {
      readFileSync(join(path, 'package.json'));
      found.push(join(path, 'package.json'));
    } catch {
      continue; // a folder without a package
    }
    try {
      found.push(...installedPackages(join(path, 'node_modules')));
    } catch {
      // no nested packages
    }
  }
  return found;
}

test('package.json states the oldest Node.js as ">=major.minor", which every installed package accepts', () => {
  assert.ok(minimum, `engines.node is "${pkg.engines.node}", not ">=major.minor"`);
  const version = `${minimum[1]}.${minimum[2]}.0`;
  const files = installedPackages();
  assert.ok(files.length > 500, 'the dependencies are installed');
  const refused = files.flatMap((file) => {
    const {name, engines} = JSON.parse(readFileSync(file, 'utf8')) as {
      name?: string;
      engines?: {node?: unknown};
    };
    const range = engines?.node;
    if (typeof range !== 'string' || semver.validRange(range) === null) return [];
    return semver.satisfies(version, range) ? [] : [`${name ?? file} needs Node.js ${range}`];
  });
  assert.deepEqual(refused, [], `Node.js ${version} is refused by`);
});

test('the README, CI and the workflow name that same Node.js', () => {
  assert.ok(minimum);
  const [, major, minor] = minimum;
  assert.match(
    readFileSync('README.md', 'utf8'),
    new RegExp(`You need Node\\.js ${major}\\.${minor} or newer`),
  );
  // .ci/setup reads the version from package.json (its line, run here); the workflow's container is
  // that major version.
  const read = /^node_required=.*$/m.exec(readFileSync('.ci/setup', 'utf8'))?.[0];
  assert.ok(read, '.ci/setup sets node_required');
  assert.equal(
    execFileSync('bash', ['-c', `${read}; echo "$node_required"`], {encoding: 'utf8'}).trim(),
    `${major}.${minor}`,
  );
  assert.match(
    readFileSync('.github/workflows/ci.yml', 'utf8'),
    new RegExp(`container: node:${major}-bookworm`),
  );
});
