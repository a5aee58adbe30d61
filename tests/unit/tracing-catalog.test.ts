/**
 * data/tracing.ts is a complete, consistent catalog of the tracing providers, and the pages
 * follow it: every provider has its integration page (slug `integrations-<id>`) in both locales,
 * which renders its variables with `<TracingVariables provider="<id>" />` and quotes the log line
 * that says tracing is on; every `<TracingVariables>` names a known provider; and no page, in
 * either locale, types a provider's variable (`LANGFUSE_…`, `OPIK_…`) that the catalog lacks.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {builtLocales, type BuiltLocale} from '../../data/site';
import {
  TRACING_PROVIDER_IDS,
  tracingLabels,
  tracingLogLines,
  tracingPageSlug,
  tracingProviderById,
  tracingProviders,
  tracingVariableAnchor,
  type TracingProvider,
} from '../../data/tracing';
import {docSources, type DocSource} from './docSources';
import {bilingualTextProblems} from './bilingualText';

const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;
const PYPI_NAME = /^[a-z0-9]+([-_.][a-z0-9]+)*$/;
const HTTPS = /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/;

const allNames = (): string[] =>
  tracingProviders.flatMap((provider) => provider.variables.map((variable) => variable.name));

/** The prefixes of the providers' variables (`LANGFUSE_`, `PHOENIX_`…), from the catalog itself. */
const prefixes = (): string[] => [...new Set(allNames().map((name) => `${name.split('_')[0]!}_`))];

/** Every provider variable a text names: a catalog prefix followed by more of the name. */
function namedVariables(text: string): string[] {
  const alternatives = prefixes()
    .map((prefix) => prefix.slice(0, -1))
    .join('|');
  const pattern = new RegExp(`\\b(?:${alternatives})_[A-Z0-9_]*[A-Z0-9]\\b`, 'g');
  return [...text.matchAll(pattern)].map(([name]) => name);
}

/** The provider ids of the `<TracingVariables provider="…" />` elements of a text. */
const renderedProviders = (text: string): string[] =>
  [...text.matchAll(/<TracingVariables\s+provider="([^"]*)"\s*\/>/g)].map(([, id]) => id!);

/** What is wrong with the pages of one locale, compared with the catalog. */
function pageProblems(pages: readonly DocSource[], locale: BuiltLocale): string[] {
  const problems: string[] = [];
  const known = new Set(allNames());
  for (const page of pages) {
    for (const name of new Set(namedVariables(page.text))) {
      if (!known.has(name))
        problems.push(`${page.file}: ${name} is not a variable of data/tracing.ts`);
    }
    for (const id of renderedProviders(page.text)) {
      if (!tracingProviderById(id))
        problems.push(`${page.file}: <TracingVariables provider="${id}"> names no provider`);
    }
  }
  for (const provider of tracingProviders) {
    const slug = tracingPageSlug(provider.id);
    const found = pages.filter((page) => page.slug === slug);
    if (found.length !== 1) {
      problems.push(`${provider.id}: ${found.length} ${locale} pages have the slug /${slug}`);
      continue;
    }
    const [page] = found;
    if (!renderedProviders(page!.text).includes(provider.id))
      problems.push(`${page!.file}: no <TracingVariables provider="${provider.id}" />`);
    if (
      !/^import TracingVariables from '@site\/src\/components\/TracingVariables';$/m.test(
        page!.text,
      )
    )
      problems.push(`${page!.file}: TracingVariables is not imported`);
    if (!page!.text.includes(tracingLogLines.on(provider)))
      problems.push(`${page!.file}: the log line "${tracingLogLines.on(provider)}" is not shown`);
  }
  return problems;
}

test('the catalog: every provider once, with a package, documentation and sources', () => {
  assert.deepEqual(
    tracingProviders.map((provider) => provider.id),
    [...TRACING_PROVIDER_IDS],
    'one entry per id, in the order of TRACING_PROVIDER_IDS',
  );
  for (const provider of tracingProviders) {
    assert.ok(provider.name.trim(), `${provider.id}: no name`);
    assert.match(provider.package, PYPI_NAME, `${provider.id}: package`);
    assert.match(provider.docs, HTTPS, `${provider.id}: docs`);
    assert.ok(provider.sources.length > 0, `${provider.id}: no source`);
    for (const source of provider.sources) assert.match(source, HTTPS, `${provider.id}: source`);
    assert.equal(tracingProviderById(provider.id), provider);
    assert.equal(tracingPageSlug(provider.id), `integrations-${provider.id}`);
  }
  assert.equal(tracingProviderById('nope'), undefined);
});

test('variable names are upper case, the provider’s own, and each listed once', () => {
  const names = allNames();
  assert.deepEqual(
    names.filter((name, index) => names.indexOf(name) !== index),
    [],
    'a variable listed twice',
  );
  for (const provider of tracingProviders) {
    assert.ok(provider.variables.length > 0, `${provider.id}: no variable`);
    for (const {name} of provider.variables) {
      assert.match(name, UPPER_SNAKE, `${provider.id}: ${name} is not upper case`);
      assert.ok(
        !name.startsWith('FLOWLOOM_'),
        `${name}: Flowloom's own variables are in env-vars.ts`,
      );
      assert.equal(tracingVariableAnchor(name), name.toLowerCase());
    }
  }
  // A variable's prefix belongs to one provider, so a name on a page tells which provider it is.
  for (const prefix of prefixes()) {
    const owners = tracingProviders.filter((provider) =>
      provider.variables.some((variable) => variable.name.startsWith(prefix)),
    );
    assert.equal(owners.length, 1, `${prefix} is used by ${owners.length} providers`);
  }
});

test('what switches tracing on is made of listed variables, and "required" agrees with it', () => {
  for (const provider of tracingProviders) {
    assert.ok(provider.enabledBy.length > 0, `${provider.id}: nothing switches it on`);
    const listed = new Set(provider.variables.map((variable) => variable.name));
    for (const group of provider.enabledBy) {
      assert.ok(group.length > 0, `${provider.id}: an empty group`);
      for (const name of group)
        assert.ok(listed.has(name), `${provider.id}: ${name} is not listed`);
    }
    for (const variable of provider.variables) {
      const inEveryGroup = provider.enabledBy.every((group) => group.includes(variable.name));
      assert.equal(
        variable.required,
        inEveryGroup,
        `${variable.name}: required exactly when every way to switch tracing on needs it`,
      );
      if (variable.secret)
        assert.equal(variable.default, undefined, `${variable.name}: a secret has no default`);
    }
  }
});

test('every description and label is written in both locales and fits in a table cell', () => {
  const texts = [
    ...tracingProviders.flatMap((provider) =>
      provider.variables.map((variable) => ({what: variable.name, text: variable.description})),
    ),
    ...Object.entries(tracingLabels).map(([key, text]) => ({what: `label ${key}`, text})),
  ];
  assert.deepEqual(bilingualTextProblems(texts, {tableCell: true}), []);
});

test('the log lines name the provider, and the variable that is missing', () => {
  const [provider] = tracingProviders as [TracingProvider];
  assert.ok(tracingLogLines.on(provider).includes(provider.name));
  assert.ok(tracingLogLines.incomplete(provider, 'X_Y').includes('X_Y is not set'));
  assert.ok(tracingLogLines.failed(provider, '401 Unauthorized').includes('(401 Unauthorized)'));
});

test('every provider has its page in both locales, and pages name only catalog variables', () => {
  const problems = builtLocales.flatMap((locale) => pageProblems(docSources(locale), locale));
  assert.deepEqual(problems, []);
});

test('a page that types an unknown variable, or drops or misnames its table, is caught', () => {
  const langfuse = tracingProviderById('langfuse')!;
  const good = (extra = ''): DocSource[] =>
    tracingProviders.map((provider) => ({
      file: `docs/integrations/${provider.id}.mdx`,
      slug: tracingPageSlug(provider.id),
      text: [
        "import TracingVariables from '@site/src/components/TracingVariables';",
        `<TracingVariables provider="${provider.id}" />`,
        '```text title="Server log"',
        tracingLogLines.on(provider),
        '```',
        provider.variables.map((variable) => `${variable.name}=x`).join('\n'),
        provider.id === 'langfuse' ? extra : '',
      ].join('\n'),
    }));
  assert.deepEqual(pageProblems(good(), 'en'), [], 'the well-formed pages pass');

  const cases: [string, DocSource[], RegExp][] = [
    [
      'an unknown variable of a known provider',
      good('LANGFUSE_TRACING_SAMPLE=0.5'),
      /LANGFUSE_TRACING_SAMPLE is not a variable/,
    ],
    [
      'a provider without its table',
      good().map((page) =>
        page.slug === 'integrations-opik'
          ? {...page, text: page.text.replace('<TracingVariables provider="opik" />', '')}
          : page,
      ),
      /no <TracingVariables provider="opik"/,
    ],
    [
      'a table of an unknown provider',
      good('<TracingVariables provider="helicone" />'),
      /provider="helicone"> names no provider/,
    ],
    [
      'a provider without a page',
      good().filter((page) => page.slug !== 'integrations-langwatch'),
      /langwatch: 0 en pages/,
    ],
    [
      'another log line',
      good().map((page) =>
        page.slug === 'integrations-langfuse'
          ? {...page, text: page.text.replace(tracingLogLines.on(langfuse), 'Langfuse on')}
          : page,
      ),
      /the log line .* is not shown/,
    ],
  ];
  for (const [what, pages, expected] of cases) {
    const problems = pageProblems(pages, 'en');
    assert.ok(
      problems.some((problem) => expected.test(problem)),
      `${what}: not caught (${problems.join('; ') || 'no problem found'})`,
    );
  }
});
