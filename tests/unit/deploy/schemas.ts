/**
 * The published schemas of the platforms, compiled with Ajv: the Compose Specification (shipped by
 * the `dclint` package), Render's Blueprint schema and Railway's config-as-code schema (kept in
 * tests/schemas, with their source and licence in its README).
 */
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

import Ajv, {type ErrorObject, type ValidateFunction} from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

const readJson = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

export const COMPOSE_SCHEMA = join(
  dirname(require.resolve('dclint/package.json')),
  'schemas/compose.schema.json',
);
export const RENDER_SCHEMA = 'tests/schemas/render.yaml.json';
export const RAILWAY_SCHEMA = 'tests/schemas/railway.schema.json';

// Third-party schemas: Ajv's strict mode would reject their own style (a `required` without
// `type: object`, for instance), which says nothing about the files they validate.
const options = {allErrors: true, strict: false} as const;

function compose(): ValidateFunction {
  const schema = readJson(COMPOSE_SCHEMA);
  const ajv = new Ajv(options);
  addFormats(ajv);
  // The Compose schema names draft-07 by its https address, which Ajv does not know as such.
  const metaSchema = schema.$schema;
  if (typeof metaSchema === 'string' && !ajv.getSchema(metaSchema)) {
    const draft07 = readJson(require.resolve('ajv/dist/refs/json-schema-draft-07.json'));
    ajv.addMetaSchema({...draft07, $id: metaSchema});
  }
  return ajv.compile(schema);
}

function render(): ValidateFunction {
  const ajv = new Ajv2020(options);
  addFormats(ajv);
  return ajv.compile(readJson(RENDER_SCHEMA));
}

function railway(): ValidateFunction {
  const ajv = new Ajv(options);
  addFormats(ajv);
  return ajv.compile(readJson(RAILWAY_SCHEMA));
}

const compiled = new Map<string, ValidateFunction>();
const validator = (name: string, make: () => ValidateFunction): ValidateFunction => {
  if (!compiled.has(name)) compiled.set(name, make());
  return compiled.get(name)!;
};

/** What an Ajv error says, with the property or the allowed values it is about. */
export function ajvMessage(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const detail =
    (params.additionalProperty as string | undefined) ??
    (params.unevaluatedProperty as string | undefined) ??
    (Array.isArray(params.allowedValues) ? params.allowedValues.join(', ') : undefined);
  return `${error.instancePath || '/'}: ${error.message ?? error.keyword}${detail ? ` (${detail})` : ''}`;
}

function problems(path: string, validate: ValidateFunction, value: unknown): string[] {
  if (validate(value)) return [];
  const messages = (validate.errors ?? []).map((error) => `${path}: ${ajvMessage(error)}`);
  return [...new Set(messages)];
}

export const composeProblems = (path: string, value: unknown): string[] =>
  problems(path, validator('compose', compose), value);

export const renderProblems = (path: string, value: unknown): string[] =>
  problems(path, validator('render', render), value);

export const railwayProblems = (path: string, value: unknown): string[] =>
  problems(path, validator('railway', railway), value);
