import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {load} from 'cheerio';

import {OPERATIONS_DIR, operationFile} from '../../features/api-reference/build/paths';
import {localeDir, type BuiltLocale} from '../../data/site';
import {expect, locales, test} from './fixtures';

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The field names the OpenAPI theme draws for a body schema: every property, nested ones, array
 * items' and each oneOf, anyOf or allOf member's, but a request's read-only and a response's
 * write-only ones, which the theme leaves out.
 */
function fieldNames(
  schema: unknown,
  kind: 'request' | 'response',
  names: Set<string>,
): Set<string> {
  if (!isSchema(schema)) return names;
  const hidden = kind === 'request' ? 'readOnly' : 'writeOnly';
  if (isSchema(schema.properties))
    for (const [name, property] of Object.entries(schema.properties)) {
      if (isSchema(property) && property[hidden] === true) continue;
      names.add(name);
      fieldNames(property, kind, names);
    }
  fieldNames(schema.items, kind, names);
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    if (Array.isArray(schema[key]))
      for (const member of schema[key]) fieldNames(member, kind, names);
  return names;
}

/** Every parameter, request field and response field name of an operation, as the theme draws them. */
function operationFieldNames(operation: Schema): string[] {
  const names = new Set<string>();
  for (const parameter of (operation.parameters as Schema[] | undefined) ?? [])
    names.add(String(parameter.name));
  const bodies = (content: unknown) => (isSchema(content) ? Object.values(content) : []);
  const requestBody = operation.requestBody as Schema | undefined;
  for (const media of bodies(requestBody?.content))
    if (isSchema(media)) fieldNames(media.schema, 'request', names);
  for (const response of Object.values((operation.responses as Schema | undefined) ?? {}))
    if (isSchema(response))
      for (const media of bodies(response.content))
        if (isSchema(media)) fieldNames(media.schema, 'response', names);
  return [...names];
}

const operationIds = (locale: BuiltLocale): string[] =>
  readdirSync(join(OPERATIONS_DIR, locale)).map((file) => file.replace(/\.json$/, ''));

for (const locale of locales)
  test(`every operation page's HTML holds its parameters and its request and response fields, without a skeleton (${locale})`, () => {
    const ids = operationIds(locale);
    expect(ids.length).toBeGreaterThan(100);
    const missing: string[] = [];
    const skeletons: string[] = [];
    let fields = 0;
    for (const id of ids) {
      const operation = JSON.parse(readFileSync(operationFile(locale, id), 'utf8')) as Schema;
      const $ = load(readFileSync(join('build', localeDir(locale), 'api', `${id}.html`), 'utf8'));
      const drawn = new Set($('.openapi-schema__property').map((_, element) => $(element).text()));
      for (const name of operationFieldNames(operation)) {
        fields += 1;
        if (!drawn.has(name)) missing.push(`${id}: ${name}`);
      }
      if ($('.openapi-skeleton').length > 0) skeletons.push(id);
    }
    expect(missing, 'fields missing from the built HTML').toEqual([]);
    expect(skeletons, 'pages with a skeleton in their HTML').toEqual([]);
    // The pages' fields, counted: a test that found none would prove nothing.
    expect(fields).toBeGreaterThan(1000);
  });
