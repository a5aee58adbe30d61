/**
 * Every npm script a writer or maintainer runs is run by the tests: by `npm test` itself, by this file,
 * or, where running it here makes no sense, it is listed with the reason in the README's "Not run by
 * the tests" table. A script that nobody runs breaks unseen.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import {compileFunction} from 'node:vm';

const scripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as {scripts: Record<string, string>}
).scripts;

/** `npm run NAME -- ARGS`, quietly, as a writer types it; the exit status and everything printed. */
function run(
  name: string,
  args: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): {status: number | null; output: string} {
  const result = spawnSync(
    'npm',
    ['run', '--silent', name, ...(args.length ? ['--', ...args] : [])],
    {encoding: 'utf8', env: {...env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'}},
  );
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

/** Runs `use` with a new temporary folder, removed afterwards whatever happens. */
function inTempDir<T>(use: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'npm-scripts-'));
  try {
    return use(dir);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** The scripts `npm test` runs, following `npm run X` inside each script. */
function runByNpmTest(): Set<string> {
  const found = new Set<string>();
  const visit = (name: string): void => {
    if (found.has(name)) return;
    found.add(name);
    for (const [, called] of scripts[name]!.matchAll(/npm run ([\w:-]+)/g)) visit(called!);
  };
  visit('test');
  return found;
}

/** The scripts this file runs: each has a test below. */
const runHere = [
  'docusaurus',
  'check:mdx',
  'api:check',
  'write-heading-ids',
  'write-translations',
  'translations:status',
  'translations:mark',
  'search:upload',
  'search:crawler-config',
] as const;

/** `npm start`, `npm run start:zh` and `npm run serve` are run by the browser tests, which npm test runs. */
const runByBrowserTests = {
  start: 'tests/e2e/dev-server.spec.ts',
  'start:zh': 'tests/e2e/dev-server.spec.ts',
  serve: 'playwright.config.ts',
} as const;

/** The README's table of scripts the tests do not run, with the reason for each. */
function notRunInReadme(): Map<string, string> {
  const readme = readFileSync('README.md', 'utf8');
  const section = /### Not run by the tests\n([\s\S]*?)(?=\n#|$)/.exec(readme);
  assert.ok(section, 'README.md has a "### Not run by the tests" section');
  const rows = new Map<string, string>();
  for (const [, name, why] of section[1]!.matchAll(/^\| `npm run ([\w:-]+)` \| (.+) \|$/gm))
    rows.set(name!, why!.trim());
  return rows;
}

test('every script is run by npm test, by a test, or listed in the README with the reason', () => {
  const covered = new Set<string>([
    ...runByNpmTest(),
    ...runHere,
    ...Object.keys(runByBrowserTests),
  ]);
  const listed = notRunInReadme();
  for (const name of Object.keys(scripts)) {
    const isCovered = covered.has(name);
    assert.ok(
      isCovered !== listed.has(name),
      isCovered
        ? `${name} is run by the tests, yet the README lists it as not run`
        : `${name} is run by no test: test it, or list it in the README's "Not run by the tests" table with the reason`,
    );
  }
  for (const [name, why] of listed) {
    assert.ok(name in scripts, `the README lists ${name}, which package.json lacks`);
    assert.ok(why.length > 10, `the README gives no reason for not running ${name}`);
  }
  for (const [name, file] of Object.entries(runByBrowserTests))
    assert.match(readFileSync(file, 'utf8'), new RegExp(`npm run ${name}\\b|'${name}'`), file);
});

test('npm run docusaurus passes its arguments to the Docusaurus CLI', () => {
  const {status, output} = run('docusaurus', ['--version']);
  assert.equal(status, 0, output);
  assert.match(output, /3\.7\.0/);
});

test('npm run check:mdx passes a good page and names the file and line of a broken one', () => {
  inTempDir((dir) => {
    const broken = join(dir, 'broken.mdx');
    writeFileSync(broken, '---\ntitle: Broken\n---\n\nFine.\n\n<Tabs>\nNever closed.\n');
    const good = run('check:mdx', ['docs/concepts/flows.mdx']);
    assert.equal(good.status, 0, good.output);
    assert.match(good.output, /1 of 1 MDX files compile/);
    const bad = run('check:mdx', [broken]);
    assert.equal(bad.status, 1, bad.output);
    assert.match(bad.output, new RegExp(`${broken}: .*\\b\\d+:\\d+`));
  });
});

test('npm run api:check validates openapi.json and names what is wrong with a broken copy', () => {
  const good = run('api:check');
  assert.equal(good.status, 0, good.output);
  assert.match(good.output, /openapi\.json: \d+ operations, valid\./);
  inTempDir((dir) => {
    const broken = join(dir, 'openapi.json');
    writeFileSync(broken, readFileSync('openapi.json', 'utf8').slice(0, 5000));
    const bad = run('api:check', [broken]);
    assert.equal(bad.status, 1, bad.output);
    assert.match(bad.output, new RegExp(`API reference not generated: .*${broken}`));
  });
});

test('npm run write-heading-ids gives a heading its explicit id', () => {
  inTempDir((dir) => {
    const page = join(dir, 'page.md');
    writeFileSync(page, '---\ntitle: Page\n---\n\n## Run a flow over the API\n\nText.\n');
    const {status, output} = run('write-heading-ids', ['.', page]);
    assert.equal(status, 0, output);
    assert.match(
      readFileSync(page, 'utf8'),
      /^## Run a flow over the API \{#run-a-flow-over-the-api\}$/m,
    );
  });
});

test('npm run write-translations finds every UI string already translated', () => {
  // It writes into i18n/zh-Hans: compare what it wrote, then put the files back as they were.
  const i18n = 'i18n/zh-Hans';
  const jsonFiles = (dir: string): string[] =>
    readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.json'));
  inTempDir((saved) => {
    cpSync(i18n, saved, {recursive: true});
    try {
      const {status, output} = run('write-translations');
      assert.equal(status, 0, output);
      for (const file of jsonFiles(i18n)) {
        const before = JSON.parse(readFileSync(join(saved, file), 'utf8')) as Record<
          string,
          unknown
        >;
        const after = JSON.parse(readFileSync(join(i18n, file), 'utf8')) as Record<string, unknown>;
        const added = Object.keys(after).filter((key) => !(key in before));
        assert.deepEqual(added, [], `${i18n}/${file}: strings without a translation`);
        assert.deepEqual(after, before, `${i18n}/${file}: descriptions differ from the source`);
      }
    } finally {
      for (const file of jsonFiles(saved)) cpSync(join(saved, file), join(i18n, file));
    }
  });
});

test('npm run translations:status lists what the translations lack, and --check fails on it', () => {
  const {status, output} = run('translations:status', ['--check']);
  assert.equal(status, 0, output);
  assert.match(
    output,
    /Pages \(zh-Hans\): (\d+) translated, \1 in step with their English page, 0 behind, 0 never marked\./,
  );
  assert.match(
    output,
    /API texts \(zh-Hans, i18n\/zh-Hans\/openapi\/\): \d+ in openapi\.json, 0 to fix\./,
  );
});

test('npm run translations:mark records a page as in step, by either of its paths', () => {
  const chinese = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/concepts/flows.mdx';
  const before = readFileSync(chinese, 'utf8');
  try {
    writeFileSync(chinese, before.replace(/^translated_from: .*\n/m, ''));
    const {status, output} = run('translations:mark', ['docs/concepts/flows.mdx']);
    assert.equal(status, 0, output);
    assert.match(output, /concepts\/flows\.mdx: in step with docs\/concepts\/flows\.mdx/);
    // The page was in step: marking it again writes the same line back.
    assert.equal(readFileSync(chinese, 'utf8'), before);
    const wrong = run('translations:mark', ['docs/nope.mdx']);
    assert.equal(wrong.status, 1, wrong.output);
    assert.match(wrong.output, /docs\/nope\.mdx is neither a translated page nor an English page/);
  } finally {
    writeFileSync(chinese, before);
  }
});

test('npm run search:upload without credentials uploads nothing and names what is missing', () => {
  const withoutAlgolia = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('DOCS_ALGOLIA_')),
  );
  const {status, output} = run('search:upload', [], withoutAlgolia);
  assert.equal(status, 1, output);
  assert.match(
    output,
    /Missing environment variable\(s\) DOCS_ALGOLIA_APP_ID, DOCS_ALGOLIA_INDEX_NAME, DOCS_ALGOLIA_ADMIN_KEY/,
  );
});

test('npm run search:crawler-config prints a crawler configuration for the site at DOCS_SITE_URL', () => {
  const {status, output} = run('search:crawler-config', [], {
    ...process.env,
    DOCS_SITE_URL: 'https://docs.example.com',
  });
  assert.equal(status, 0, output);
  const configs: {startUrls: string[]}[] = [];
  const Crawler = class {
    constructor(config: {startUrls: string[]}) {
      configs.push(config);
    }
  };
  (compileFunction(output, ['Crawler']) as (crawler: typeof Crawler) => void)(Crawler);
  assert.deepEqual(configs[0]?.startUrls, [
    'https://docs.example.com/docs/workflow/',
    'https://docs.example.com/docs/workflow/zh-Hans/',
  ]);
});
