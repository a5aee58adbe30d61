/**
 * data/telemetry.ts is complete in both locales, and the telemetry page (slug
 * `contributing-telemetry`) shows exactly that catalog in each locale: every event under its own
 * heading with when it is sent, one table row per field (name, type, description in the page's
 * locale), the common fields, what is never sent, how events travel, the endpoint, the debug log
 * lines and the opt-out variables. The page's tables are written by hand until a component renders
 * the catalog; this test keeps the two identical.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import type {Localized} from '../../data/components/types';
import {envVarByName} from '../../data/env-vars';
import {builtLocales, type BuiltLocale} from '../../data/site';
import {
  telemetryCommonFields,
  telemetryDelivery,
  telemetryEndpoint,
  telemetryEventByName,
  telemetryEvents,
  telemetryLogLines,
  telemetryNeverSent,
  telemetryOptOut,
  type TelemetryField,
} from '../../data/telemetry';
import {docSources} from './docSources';
import {bilingualTextProblems} from './bilingualText';

const SLUG = 'contributing-telemetry';
const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

const allFields = (): TelemetryField[] => [
  ...telemetryCommonFields,
  ...telemetryEvents.flatMap((event) => event.fields),
];

/** Every text of the catalog, with what it describes. */
function catalogTexts(): {what: string; text: Localized}[] {
  return [
    ...telemetryCommonFields.map((field) => ({
      what: `field ${field.name}`,
      text: field.description,
    })),
    ...telemetryEvents.flatMap((event) => [
      {what: `event ${event.name}: when`, text: event.when},
      ...event.fields.map((field) => ({
        what: `event ${event.name}: field ${field.name}`,
        text: field.description,
      })),
    ]),
    ...telemetryNeverSent.map((text, index) => ({what: `never sent #${index + 1}`, text})),
    ...telemetryDelivery.map((text, index) => ({what: `delivery #${index + 1}`, text})),
  ];
}

/** The table row a page shows for a field, in a locale. */
const fieldRow = (field: TelemetryField, locale: BuiltLocale): string =>
  `| \`${field.name}\` | \`${field.type}\` | ${field.description[locale]} |`;

interface Section {
  heading: string;
  lines: string[];
}

/** The page cut at its `##` and `###` headings; the lines before the first heading are dropped. */
function sections(text: string): Section[] {
  const found: Section[] = [];
  for (const line of text.split('\n')) {
    if (/^#{2,3} /.test(line)) found.push({heading: line, lines: []});
    else found.at(-1)?.lines.push(line.trim());
  }
  return found;
}

/** The field names of the table rows in a section: rows whose first cell is a code span. */
const rowNames = (section: Section): string[] =>
  section.lines.flatMap((line) => {
    const name = /^\|\s*`([a-z0-9_]+)`\s*\|/.exec(line)?.[1];
    return name ? [name] : [];
  });

/** What the telemetry page, in `locale`, lacks or has in excess compared with the catalog. */
function pageProblems(text: string, locale: BuiltLocale): string[] {
  const problems: string[] = [];
  const has = (value: string) => text.includes(value);
  const all = sections(text);
  const sectionOf = (match: (heading: string) => boolean): Section | undefined =>
    all.find((section) => match(section.heading));

  if (!has('<EnvVars group="telemetry"')) problems.push('no <EnvVars group="telemetry" /> table');
  for (const name of telemetryOptOut) {
    if (!new RegExp(`\\b${name}\\b`).test(text)) problems.push(`opt-out ${name} is not named`);
  }
  if (!has(telemetryEndpoint)) problems.push(`the endpoint ${telemetryEndpoint} is not given`);
  for (const [key, line] of Object.entries(telemetryLogLines)) {
    if (!has(line)) problems.push(`log line "${key}" is not shown: ${line}`);
  }
  telemetryNeverSent.forEach((item, index) => {
    if (!has(item[locale])) problems.push(`never-sent item #${index + 1} is missing`);
  });
  telemetryDelivery.forEach((item, index) => {
    if (!has(item[locale])) problems.push(`delivery item #${index + 1} is missing`);
  });

  const common = sectionOf((heading) => heading.includes('{#common-fields}'));
  if (!common) {
    problems.push('no section {#common-fields}');
  } else {
    for (const field of telemetryCommonFields) {
      if (!common.lines.includes(fieldRow(field, locale)))
        problems.push(`common field ${field.name}: no row ${fieldRow(field, locale)}`);
    }
    for (const name of rowNames(common)) {
      if (!telemetryCommonFields.some((field) => field.name === name))
        problems.push(`common fields: the page has ${name}, which the catalog lacks`);
    }
  }

  for (const event of telemetryEvents) {
    const section = sectionOf(
      (heading) => heading.startsWith('### ') && heading.includes(`\`${event.name}\``),
    );
    if (!section) {
      problems.push(`event ${event.name}: no ### heading that names it`);
      continue;
    }
    if (!section.lines.join(' ').includes(event.when[locale]))
      problems.push(`event ${event.name}: when it is sent is not said under its heading`);
    for (const field of event.fields) {
      if (!section.lines.includes(fieldRow(field, locale)))
        problems.push(`event ${event.name}: no row ${fieldRow(field, locale)}`);
    }
    for (const name of rowNames(section)) {
      if (!event.fields.some((field) => field.name === name))
        problems.push(`event ${event.name}: the page has field ${name}, which the catalog lacks`);
    }
  }
  for (const section of all) {
    const named = /^### `([a-z0-9_]+)`/.exec(section.heading)?.[1];
    if (named && !telemetryEventByName(named))
      problems.push(`the page has an event ${named}, which the catalog lacks`);
  }
  return problems;
}

/** A page the way the telemetry page shows the catalog (what a renderer would write). */
function renderedPage(locale: BuiltLocale): string {
  const table = (fields: readonly TelemetryField[]) => [
    '| Field | Type | Description |',
    '| --- | --- | --- |',
    ...fields.map((field) => fieldRow(field, locale)),
  ];
  return [
    '## Common fields {#common-fields}',
    '',
    ...table(telemetryCommonFields),
    '',
    '## Events {#events}',
    '',
    ...telemetryEvents.flatMap((event) => [
      `### \`${event.name}\` {#${event.name.replaceAll('_', '-')}}`,
      '',
      event.when[locale],
      '',
      ...table(event.fields),
      '',
    ]),
    '## Never sent {#never-sent}',
    '',
    ...telemetryNeverSent.map((item) => `- ${item[locale]}`),
    ...telemetryDelivery.map((item) => `- ${item[locale]}`),
    '',
    `Endpoint: \`${telemetryEndpoint}\`; opt out with \`${telemetryOptOut.join('`, `')}\`.`,
    '',
    '<EnvVars group="telemetry" />',
    '',
    '```text title="Output"',
    ...Object.values(telemetryLogLines),
    '```',
  ].join('\n');
}

test('the catalog: snake_case names, each once; at least three events; an https endpoint', () => {
  const events = telemetryEvents.map((event) => event.name);
  assert.ok(events.length >= 3, `only ${events.length} events`);
  assert.deepEqual(
    events.filter((name, index) => events.indexOf(name) !== index),
    [],
    'duplicate event names',
  );
  // A field name means one thing in the whole catalog, so a row is found by its name alone.
  const fields = allFields().map((field) => field.name);
  assert.deepEqual(
    fields.filter((name, index) => fields.indexOf(name) !== index),
    [],
    'a field name used twice',
  );
  for (const name of [...events, ...fields]) assert.match(name, SNAKE);
  for (const event of telemetryEvents)
    assert.ok(event.fields.length > 0, `${event.name}: no field`);
  assert.match(telemetryEndpoint, /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\/\S*$/);
  assert.equal(telemetryEventByName('server_started')?.name, 'server_started');
  assert.equal(telemetryEventByName('nope'), undefined);
});

test('every text of the catalog is written in both locales, and fits in a table cell', () => {
  assert.deepEqual(bilingualTextProblems(catalogTexts(), {tableCell: true}), []);
});

test('the opt-out variables are telemetry variables of the environment-variable catalog', () => {
  assert.ok(telemetryOptOut.length > 0, 'no opt-out variable');
  for (const name of telemetryOptOut) {
    const variable = envVarByName(name);
    assert.ok(variable, `${name} is not in data/env-vars.ts`);
    assert.equal(variable.group, 'telemetry', `${name}: group`);
    assert.equal(variable.type, 'boolean', `${name}: an opt-out is a switch`);
    assert.equal(variable.default, 'false', `${name}: telemetry is on unless the switch is set`);
  }
  assert.ok(telemetryLogLines.off.includes(telemetryOptOut[0]!), 'the off line names the switch');
  assert.ok(telemetryLogLines.on.includes(telemetryEndpoint), 'the on line names the endpoint');
});

test('the telemetry page shows the whole catalog, and nothing else, in each locale', () => {
  const problems: string[] = [];
  for (const locale of builtLocales) {
    const pages = docSources(locale).filter((page) => page.slug === SLUG);
    if (pages.length !== 1) {
      problems.push(`${locale}: ${pages.length} pages have the slug /${SLUG}`);
      continue;
    }
    const [page] = pages;
    problems.push(
      ...pageProblems(page!.text, locale).map((problem) => `${page!.file}: ${problem}`),
    );
  }
  assert.deepEqual(problems, []);
});

test('a page that drops or changes an event, a field or a text of its locale is caught', () => {
  for (const locale of builtLocales) {
    const page = renderedPage(locale);
    assert.deepEqual(pageProblems(page, locale), [], `${locale}: the rendered page passes`);
  }
  const page = renderedPage('zh-Hans');
  const [event] = telemetryEvents;
  const field = event!.fields[0]!;
  const row = fieldRow(field, 'zh-Hans');
  const cases: [string, string, RegExp][] = [
    ['a field row removed', page.replace(`${row}\n`, ''), new RegExp(`no row .*${field.name}`)],
    [
      'an English description on the Chinese page',
      page.replace(row, fieldRow(field, 'en')),
      new RegExp(`no row .*${field.name}`),
    ],
    [
      'a field the catalog lacks',
      page.replace(row, `${row}\n| \`hostname\` | \`string\` | 主机名。 |`),
      /field hostname, which the catalog lacks/,
    ],
    [
      'an event heading renamed',
      page.replace(`### \`${event!.name}\``, '### `server_booted`'),
      new RegExp(`event ${event!.name}: no ### heading|server_booted, which the catalog lacks`),
    ],
    [
      'a never-sent item left out',
      page.replace(`- ${telemetryNeverSent[0]!['zh-Hans']}`, ''),
      /never-sent item #1/,
    ],
    ['no variable table', page.replace('<EnvVars group="telemetry" />', ''), /<EnvVars/],
    ['another endpoint', page.replaceAll(telemetryEndpoint, 'https://example.com/'), /endpoint/],
  ];
  for (const [what, broken, expected] of cases) {
    const problems = pageProblems(broken, 'zh-Hans');
    assert.ok(
      problems.some((problem) => expected.test(problem)),
      `${what}: not caught (${problems.join('; ') || 'no problem found'})`,
    );
  }
});
