/**
 * The release record (data/releases) names only what exists, says what replaces each deprecated
 * thing, agrees with openapi.json, the catalog, the facts, the announcement bar and the pages; and
 * no guide uses a deprecated component or operation without saying so in an admonition.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';

import {components} from '../../data/components';
import {facts} from '../../data/facts';
import {
  CHANGE_KINDS,
  deprecationOf,
  latestRelease,
  minorOf,
  minorReleases,
  releaseNotesSlug,
  releases,
  subjectKey,
} from '../../data/releases';
import {announcement, builtLocales} from '../../data/site';
import sidebars from '../../sidebars';
import {openApiDocument} from '../../features/api-reference';
import {listOperations} from '../../plugins/helpers/openApiOperations';
import {withReleaseHistory} from '../../features/release-notes';
import {resolveSubject} from '../../features/release-notes/build/subjects';
import {DOC_ROOTS, docSources} from './docSources';
import {claimProblems, deprecatedUses} from './releaseClaims';

const operations = listOperations(openApiDocument());
const everyChange = releases.flatMap((release) =>
  release.changes.map((change) => ({release, change})),
);

test('every change of the record names things that exist, in both locales', () => {
  const problems: string[] = [];
  for (const {release, change} of everyChange) {
    const named = [
      ...change.subjects,
      ...(change.replacement && change.replacement !== 'none' ? [change.replacement] : []),
    ];
    for (const subject of named) {
      for (const locale of builtLocales) {
        try {
          resolveSubject(subject, locale, operations);
        } catch (error) {
          problems.push(`${release.version}: ${(error as Error).message}`);
        }
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('a subject that names nothing fails with the thing named', () => {
  assert.throws(
    () => resolveSubject({component: 'no-such-component'}, 'en', operations),
    /component:no-such-component, which data\/components lacks/,
  );
  assert.throws(
    () => resolveSubject({operation: 'noSuchOperation'}, 'en', operations),
    /operation:noSuchOperation, which openapi.json lacks/,
  );
});

test('each deprecation names its replacement, or says none, and the replacement is current', () => {
  for (const {release, change} of everyChange) {
    if (change.kind === 'deprecated') {
      assert.ok(
        change.replacement,
        `${release.version}: the deprecation of ${change.subjects.map(subjectKey).join(', ')} names no replacement (write 'none' when nothing replaces it)`,
      );
      if (change.replacement !== 'none') {
        assert.equal(
          deprecationOf(change.replacement),
          undefined,
          `${release.version}: ${subjectKey(change.replacement)} replaces a deprecated thing but is deprecated itself`,
        );
      }
    } else {
      assert.equal(
        change.replacement,
        undefined,
        `${release.version}: only a deprecation has a replacement`,
      );
    }
  }
});

test('releases run newest first, the latest is the documented version, and each has changes', () => {
  assert.equal(latestRelease.version, facts.version);
  for (const [index, release] of releases.entries()) {
    assert.match(release.date, /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(release.changes.length > 0, `${release.version} has no changes`);
    assert.ok(release.highlights.length > 0, `${release.version} has no highlights`);
    const older = releases[index + 1];
    if (older) {
      assert.ok(release.date > older.date, `${release.version} is not newer than ${older.version}`);
      const [a, b] = [release.version, older.version].map((version) =>
        version.split('.').map(Number),
      );
      assert.ok(
        a![0]! * 1e6 + a![1]! * 1e3 + a![2]! > b![0]! * 1e6 + b![1]! * 1e3 + b![2]!,
        `${release.version} must come before ${older.version}`,
      );
    }
    for (const change of release.changes) assert.ok(CHANGE_KINDS.includes(change.kind));
  }
});

test('each minor release has a page in both locales, and only those', () => {
  for (const locale of builtLocales) {
    const pages = docSources(locale)
      .map(({slug}) => slug)
      .filter((slug) => slug?.startsWith('release-notes-'));
    assert.deepEqual(
      pages.sort(),
      minorReleases.map(({minor}) => releaseNotesSlug(minor)).sort(),
      `the ${locale} release-notes pages (${DOC_ROOTS[locale]}/release-notes/) are not one per minor release`,
    );
  }
});

test('the sidebar lists the releases, then each minor release, newest first', () => {
  const category = (sidebars.guides as {type: string; label?: string; items?: unknown[]}[]).find(
    (item) => item.type === 'category' && item.label === 'Release notes',
  );
  assert.deepEqual(category?.items, [
    'release-notes/index',
    ...minorReleases.map(({minor}) => `release-notes/${minor.replace('.', '-')}`),
  ]);
});

test('openapi.json marks deprecated exactly the operations the record deprecates', () => {
  const flagged = operations.filter((each) => each.deprecated).map((each) => each.operationId);
  const recorded = operations
    .filter((each) => deprecationOf({operation: each.operationId}))
    .map((each) => each.operationId);
  assert.deepEqual(flagged.sort(), recorded.sort());
  assert.ok(flagged.length > 0);
});

test('a dropdown value the record removed is offered by no component', () => {
  const removed = everyChange.flatMap(({change}) => change.removedValues ?? []);
  assert.ok(removed.includes('models/text-embedding-004'));
  for (const component of components) {
    for (const input of component.inputs) {
      for (const value of removed) {
        assert.ok(
          !(input.options ?? []).includes(value) && input.default !== value,
          `${component.id} › ${input.name} still offers ${value}, which the record says was removed`,
        );
      }
    }
  }
});

test('the removal of a retired model follows the date the pages give for its retirement', () => {
  // The embedding-models page says when Google retired the model; the release removing it is later.
  const page = readFileSync('docs/components/embedding-models.mdx', 'utf8');
  const retired = /`models\/text-embedding-004`.*Retired by Google on (\d{4}-\d{2}-\d{2})/.exec(
    page,
  )?.[1];
  assert.ok(retired, 'the embedding-models page no longer gives the retirement date');
  const removal = everyChange.find(({change}) =>
    change.removedValues?.includes('models/text-embedding-004'),
  )!;
  assert.ok(removal.release.date > retired);
});

test('the announcement bar announces the latest release and links to its notes in the site', () => {
  for (const locale of builtLocales) {
    const content = announcement.content[locale];
    assert.ok(content.includes(latestRelease.version));
    assert.ok(content.includes(latestRelease.summary[locale].slice(1, 20)));
    assert.match(
      content,
      new RegExp(
        `href="/docs/workflow/${locale === 'en' ? '' : `${locale}/`}${releaseNotesSlug(minorOf(latestRelease.version))}#`,
      ),
    );
  }
});

test('no page says a thing arrived or was deprecated in a release the record contradicts', () => {
  const problems = builtLocales.flatMap((locale) =>
    docSources(locale).flatMap((source) => claimProblems(source, operations)),
  );
  assert.deepEqual(problems, []);
});

test('the claim check catches a contradiction and ignores other products’ versions', () => {
  const page = (text: string) => ({file: 'docs/example.mdx', slug: 'concepts-voice-mode', text});
  assert.equal(claimProblems(page('Voice mode arrived in Flowloom 1.4.'), operations).length, 0);
  assert.equal(claimProblems(page('Voice mode arrived in Flowloom 1.2.'), operations).length, 1);
  assert.equal(
    claimProblems(page('`GET /api/v1/mcp/sse` is deprecated since 1.3.'), operations).length,
    1,
  );
  assert.equal(claimProblems(page('It needs Flowloom 1.7 or later.'), operations).length, 1);
  assert.equal(
    claimProblems(page('uv older than 0.11: `--native-tls`; Python 3.10 or later.'), operations)
      .length,
    0,
  );
  assert.equal(claimProblems(page('语音模式自 1.2 版起提供。'), operations).length, 1);
  assert.equal(claimProblems(page('语音模式自 1.4 版起提供。'), operations).length, 0);
});

test('no guide uses a deprecated component or operation without naming the deprecation', () => {
  const problems = builtLocales.flatMap((locale) =>
    docSources(locale).flatMap((source) =>
      deprecatedUses(source, operations)
        .filter((use) => !use.named)
        .map(
          (use) =>
            `${source.file}:${use.line}: uses ${use.what}, deprecated in ${use.minor}, without an admonition that says so`,
        ),
    ),
  );
  assert.deepEqual(problems, []);
});

test('the deprecated-use check finds a use that no admonition names', () => {
  const source = docSources('en').find((each) =>
    each.file.endsWith('integrations/mcp-server.mdx'),
  )!;
  const uses = deprecatedUses(source, operations);
  assert.ok(uses.length > 0 && uses.every((use) => use.named));
  // The same words as a plain paragraph: still a use, but no admonition names it.
  const withoutAdmonition = {...source, text: source.text.replace(/^:::.*$/gm, '')};
  assert.ok(deprecatedUses(withoutAdmonition, operations).some((use) => !use.named));
  const flowUse = {
    file: 'docs/example.mdx',
    slug: 'example',
    text: 'Try [Few-shot Prompt](../components/prompts.mdx#few-shot-prompt).',
  };
  assert.deepEqual(
    deprecatedUses(flowUse, operations).map((use) => [use.what, use.named]),
    [['Few-shot Prompt', false]],
  );
});

test('the served openapi.json carries each operation’s release history, the source stays as written', () => {
  const source = openApiDocument();
  const served = withReleaseHistory(source) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const process = served.paths['/api/v1/process/{flow_id}']!.post!;
  assert.equal(process['x-since'], '1.0.0');
  assert.equal(process['x-deprecated-in'], '1.1.0');
  assert.equal(process['x-replaced-by'], 'simplifiedRunFlow');
  assert.equal(served.paths['/api/v1/mcp/project/{project_id}/sse']!.get!['x-since'], '1.4.0');
  assert.equal(served.paths['/health']!.get!['x-deprecated-in'], undefined);
  assert.ok(!JSON.stringify(source).includes('x-since'));
});
