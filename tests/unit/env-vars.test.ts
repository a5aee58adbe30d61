/**
 * data/env-vars.ts is a complete, consistent catalog; every variable is explained on the page
 * it names, in both locales; the defaults pages state agree with it; and the generated `.env`
 * example lists every variable once with its default.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {parseEnv} from 'node:util';

import {envExample} from '../../plugins/docusaurus/env-example';
import {substituteFacts} from '../../plugins/remark/remark-facts';
import {
  ENV_GROUPS,
  envGroupLabels,
  envVarAnchor,
  envVarByName,
  envVars,
  envVarsByGroup,
} from '../../data/env-vars';
import {factTokens} from '../../data/facts';
import {builtLocales} from '../../data/site';
import {docSources, readDocSource} from './docSources';
import {statedDefaults} from './statedDefaults';
import {bilingualTextProblems} from './bilingualText';

test('the catalog holds 40 or more variables, each named FLOWLOOM_*, once, in a known group', () => {
  assert.ok(envVars.length >= 40, `only ${envVars.length} variables`);
  const names = envVars.map((variable) => variable.name);
  assert.deepEqual(
    names.filter((name, index) => names.indexOf(name) !== index),
    [],
    'duplicate names',
  );
  for (const variable of envVars) {
    assert.match(variable.name, /^FLOWLOOM_[A-Z0-9]+(_[A-Z0-9]+)*$/);
    assert.ok(ENV_GROUPS.includes(variable.group), `${variable.name}: group ${variable.group}`);
    assert.match(variable.page, /^[a-z0-9]+(-[a-z0-9]+)*$/, `${variable.name}: page slug`);
  }
  for (const group of ENV_GROUPS) {
    assert.ok(envVarsByGroup(group).length > 0, `group ${group} is empty`);
  }
  assert.equal(envVarByName('FLOWLOOM_PORT')?.name, 'FLOWLOOM_PORT');
  assert.equal(envVarByName('FLOWLOOM_NOPE'), undefined);
  assert.equal(envVarAnchor('FLOWLOOM_PORT'), 'flowloom_port');
});

test('types, defaults and allowed values agree with each other', () => {
  for (const {name, type, default: value, values} of envVars) {
    assert.equal(type === 'enum', values !== undefined, `${name}: values exactly for an enum`);
    if (values) {
      assert.ok(values.length >= 2, `${name}: an enum of one value`);
      if (value !== undefined) assert.ok(values.includes(value), `${name}: default not a value`);
    }
    if (value === undefined) continue;
    if (type === 'boolean') assert.match(value, /^(true|false)$/, `${name}: boolean default`);
    if (type === 'integer') assert.match(value, /^\d+$/, `${name}: integer default`);
    assert.notEqual(type, 'secret', `${name}: a secret has no default`);
  }
});

test('descriptions and group labels are written in every locale', () => {
  const texts = [
    ...envVars.map((variable) => ({what: variable.name, text: variable.description})),
    ...ENV_GROUPS.flatMap((group) => [
      {what: `group ${group} label`, text: envGroupLabels[group].label},
      {what: `group ${group} description`, text: envGroupLabels[group].description},
    ]),
  ];
  assert.ok(texts.length > 0);
  assert.deepEqual(bilingualTextProblems(texts), []);
});

test("each variable's page exists in both locales and names the variable or shows its group", () => {
  const problems: string[] = [];
  for (const locale of builtLocales) {
    const bySlug = new Map(docSources(locale).map((page) => [page.slug, page]));
    for (const {name, group, page: slug} of envVars) {
      const page = bySlug.get(slug);
      if (!page) {
        problems.push(`${name}: no ${locale} page has the slug /${slug}`);
      } else if (
        !new RegExp(`\\b${name}\\b`).test(page.text) &&
        !page.text.includes(`<EnvVars group="${group}"`)
      ) {
        problems.push(
          `${name}: ${page.file} neither names it nor shows <EnvVars group="${group}" />`,
        );
      }
    }
  }
  assert.deepEqual(problems, []);
});

/** Every default a file states that differs from the catalog, as `file:line: …`. */
function wrongDefaults(file: string, text: string): string[] {
  return statedDefaults(text).flatMap(({name, value, line}) => {
    const variable = envVarByName(name);
    if (!variable || variable.default === value) return [];
    const expected = variable.default === undefined ? 'no default' : `\`${variable.default}\``;
    const stated = value === undefined ? 'no default' : `\`${value}\``;
    return [
      `${file}:${line}: ${name} is said to default to ${stated}; the catalog has ${expected}`,
    ];
  });
}

test('defaults stated in the pages agree with the catalog', () => {
  const sources = [
    ...builtLocales.flatMap(docSources),
    readDocSource('api-reference/index.mdx'),
    readDocSource('i18n/zh-Hans/docusaurus-plugin-content-docs-api/current/index.mdx'),
  ];
  assert.ok(
    sources.some((source) => statedDefaults(source.text).length >= 3),
    'defaults found',
  );
  assert.deepEqual(
    sources.flatMap((source) => wrongDefaults(source.file, source.text)),
    [],
  );
});

/** A synthetic page, its tokens replaced as the pages' are. */
const page = (...lines: string[]): string =>
  substituteFacts(['---', 'title: T', '---', '', ...lines].join('\n'), factTokens(), 'page.mdx');

test('a wrong default is caught in each form a page states one, with its line', () => {
  const wrong = page(
    'The port is `FLOWLOOM_PORT` (default `8000`).',
    '',
    '`FLOWLOOM_AUTO_LOGIN` is `false` by default.',
    '',
    'With `FLOWLOOM_CORS_ORIGINS=https://a.example`, the default, every origin is allowed.',
    '',
    'By default the editor saves (`FLOWLOOM_AUTO_SAVING_INTERVAL=500` milliseconds).',
    '',
    '| Variable | Default |',
    '| --- | --- |',
    '| `FLOWLOOM_WORKERS` | `2` |',
    '| `FLOWLOOM_LOG_FILE` | `flowloom.log` |',
    '| `FLOWLOOM_HOST` | none |',
    '',
    '上传大小由 `FLOWLOOM_MAX_FILE_SIZE_UPLOAD` 控制（默认 `50`）。',
    '',
    '默认情况下，语音模式已开启（`FLOWLOOM_VOICE_ENABLED` 为 `false`）。',
    '',
    '```bash title="Defaults"',
    'FLOWLOOM_LOG_LEVEL=debug',
    '# FLOWLOOM_DO_NOT_TRACK=true',
    '```',
  );
  const caught = wrongDefaults('page.mdx', wrong)
    .map((problem) => /^page\.mdx:(\d+): (\S+)/.exec(problem)!.slice(1))
    .sort(([a], [b]) => Number(a) - Number(b));
  assert.deepEqual(caught, [
    ['5', 'FLOWLOOM_PORT'],
    ['7', 'FLOWLOOM_AUTO_LOGIN'],
    ['9', 'FLOWLOOM_CORS_ORIGINS'],
    ['11', 'FLOWLOOM_AUTO_SAVING_INTERVAL'],
    ['15', 'FLOWLOOM_WORKERS'],
    ['16', 'FLOWLOOM_LOG_FILE'],
    ['17', 'FLOWLOOM_HOST'],
    ['19', 'FLOWLOOM_MAX_FILE_SIZE_UPLOAD'],
    ['21', 'FLOWLOOM_VOICE_ENABLED'],
    ['24', 'FLOWLOOM_LOG_LEVEL'],
    ['25', 'FLOWLOOM_DO_NOT_TRACK'],
  ]);
});

test('right defaults and example values pass', () => {
  const right = page(
    'The port is `FLOWLOOM_PORT` (default `{{port}}`), on `{{host}}` by default.',
    '',
    '`FLOWLOOM_AUTO_LOGIN` is `true` by default; set `FLOWLOOM_AUTO_LOGIN=false` on a shared server.',
    '',
    'Start it with `FLOWLOOM_WORKERS=4` for more throughput; the default is one worker.',
    '',
    '| Variable | Default |',
    '| --- | --- |',
    '| `FLOWLOOM_WORKERS` | `1` |',
    '| `FLOWLOOM_LOG_FILE` | none |',
    '',
    '上传大小由 `FLOWLOOM_MAX_FILE_SIZE_UPLOAD` 控制（默认 `100`）。如需更大，请设置 `FLOWLOOM_MAX_FILE_SIZE_UPLOAD=250`。',
    '',
    '```bash title="Terminal"',
    'FLOWLOOM_LOG_LEVEL=debug {{runCommand}}',
    '```',
  );
  assert.deepEqual(wrongDefaults('page.mdx', right), []);
  assert.ok(statedDefaults(right).length >= 4, 'the right defaults are read, not skipped');
});

test('the .env example lists every variable once, commented out, with its default', () => {
  const text = envExample();
  const lines = text.trimEnd().split('\n');
  for (const line of lines) {
    assert.ok(line === '' || line.startsWith('#'), `not a comment: ${line}`);
    assert.ok(line.length <= 100 || /^# FLOWLOOM_/.test(line), `longer than 100: ${line}`);
  }
  const assignments = lines
    .filter((line) => /^# FLOWLOOM_[A-Z0-9_]+=/.test(line))
    .map((line) => line.slice(2));
  assert.equal(assignments.length, envVars.length, 'one assignment per variable');
  const parsed = parseEnv(assignments.join('\n'));
  assert.deepEqual(Object.keys(parsed).sort(), envVars.map((variable) => variable.name).sort());
  for (const variable of envVars) {
    assert.equal(parsed[variable.name], variable.default ?? '', `${variable.name}: value`);
  }
  for (const group of ENV_GROUPS) {
    assert.ok(text.includes(`# ${envGroupLabels[group].label.en}: `), `group ${group} heading`);
  }
  // Each variable sits under its own group's heading.
  const headingBefore = (name: string): string | undefined =>
    lines
      .slice(0, lines.indexOf(lines.find((line) => line.startsWith(`# ${name}=`))!))
      .reverse()
      .find((line) =>
        ENV_GROUPS.some((group) => line.startsWith(`# ${envGroupLabels[group].label.en}: `)),
      );
  for (const variable of envVars) {
    assert.ok(
      headingBefore(variable.name)?.startsWith(`# ${envGroupLabels[variable.group].label.en}: `),
      `${variable.name} is not under ${variable.group}`,
    );
  }
});
