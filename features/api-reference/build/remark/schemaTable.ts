/**
 * Compiles `<ApiSchemaTable api="POST /api/v1/run/{flow_id_or_name}" part="request" />` into a
 * Markdown table drawn from openapi.json when the page is built, so a guide never restates by hand
 * what the API document defines:
 * - `part="request"`: the fields of the JSON request body (field, type, required, default, description);
 * - `part="response"` (with `status`, 200 by default): the fields of that JSON response;
 * - `part="events"` (with `status`, 200 by default): the events of its `text/event-stream`, one per
 *   `oneOf` variant of the event schema (event, data, description).
 * Descriptions are in the page's locale: openapi.json's own, or the overlaid copy `npm run api:gen`
 * wrote (../generated.ts). An unknown operation or part fails the build, naming the file and the line.
 */
import type {Root} from 'mdast';
import type {Plugin} from 'unified';

import type {BuiltLocale} from '../../../../data/site';
import {deref, isObject, refName, type JsonObject} from '../../../../plugins/helpers/json';
import {forEachJsxElement, stringAttribute} from '../../../../plugins/helpers/mdastNodes';
import {
  fieldRows,
  schemaTable,
  typeLabel,
  type EventRow,
  type SchemaTableRows,
} from '../../../../plugins/remark/schemaTable';
import {
  findOperation,
  openApiDocument,
  parseOperationRef,
  requestSchema,
  responseSchema,
} from '../document';
import {localizedDocument} from '../generated';

const ELEMENT = 'ApiSchemaTable';
export const SCHEMA_PARTS = ['request', 'response', 'events'] as const;
export type SchemaPart = (typeof SCHEMA_PARTS)[number];

function eventRows(document: JsonObject, written: JsonObject): EventRow[] {
  const schema = deref(document, written);
  const variants = schema && Array.isArray(schema.oneOf) ? schema.oneOf : [];
  if (variants.length === 0)
    throw new Error('the event schema has no oneOf variants, one per event');
  return variants.map((variant) => {
    const resolved = deref(document, variant);
    const properties = resolved && isObject(resolved.properties) ? resolved.properties : {};
    const names = isObject(properties.event) ? properties.event.enum : undefined;
    const event = Array.isArray(names) && names.length === 1 ? names[0] : undefined;
    if (typeof event !== 'string' || typeof resolved?.description !== 'string')
      throw new Error('each variant needs an `event` with one enum value and a description');
    return {
      key: `${refName(written) ?? 'events'}.${event}`,
      event,
      data: refName(properties.data) ?? typeLabel(document, properties.data),
      description: resolved.description,
    };
  });
}

/** The rows `<ApiSchemaTable>` shows for `api` and `part`; throws, saying why, when there are none. */
export function schemaTableRows(
  api: string,
  part: SchemaPart,
  status = '200',
  document: JsonObject = openApiDocument(),
): SchemaTableRows {
  const reference = parseOperationRef(api);
  const operation = reference && findOperation(document, reference);
  if (!operation) throw new Error(`openapi.json has no operation "${api}"`);
  const name = typeof operation.operationId === 'string' ? operation.operationId : api;
  if (part === 'events') {
    const schema = responseSchema(document, operation, status, 'text/event-stream');
    if (!schema) throw new Error(`${api} has no text/event-stream ${status} response`);
    return {kind: 'events', rows: eventRows(document, schema)};
  }
  const schema =
    part === 'request'
      ? requestSchema(document, operation)
      : responseSchema(document, operation, status);
  if (!schema)
    throw new Error(
      `${api} has no JSON ${part === 'request' ? 'request body' : `${status} response`}`,
    );
  return {kind: 'fields', rows: fieldRows(document, schema, refName(schema) ?? `${name}.${part}`)};
}

const remarkApiSchemaTable: Plugin<[{locale: BuiltLocale}], Root> = ({locale}) => {
  return (tree, file) => {
    forEachJsxElement(tree, ELEMENT, file, (element, where) => {
      const api = stringAttribute(element, 'api');
      const part = stringAttribute(element, 'part');
      const status = stringAttribute(element, 'status') ?? undefined;
      if (typeof api !== 'string' || !(SCHEMA_PARTS as readonly unknown[]).includes(part)) {
        throw new Error(
          `<${ELEMENT}> in ${where} needs api="METHOD /path" and part="${SCHEMA_PARTS.join('" or "')}", written as strings.`,
        );
      }
      try {
        const rows = schemaTableRows(
          api,
          part as SchemaPart,
          status ?? '200',
          localizedDocument(locale),
        );
        return [schemaTable(rows, locale)];
      } catch (error) {
        throw new Error(`<${ELEMENT}> in ${where}: ${(error as Error).message}.`);
      }
    });
  };
};

export default remarkApiSchemaTable;
