/**
 * Compiles `<ApiSchemaTable api="POST /api/v1/run/{flow_id_or_name}" part="request" />` into a
 * Markdown table drawn from openapi.json when the page is built, so a guide never restates by hand
 * what the API document defines:
 * - `part="request"`: the fields of the JSON request body (field, type, required, default, description);
 * - `part="response"` (with `status`, 200 by default): the fields of that JSON response;
 * - `part="events"` (with `status`, 200 by default): the events of its `text/event-stream`, one per
 *   `oneOf` variant of the event schema (event, data, description).
 * Descriptions are in the page's locale: openapi.json's own, or its translation
 * (plugins/helpers/openapiTranslations.ts). An unknown operation or part fails the build, naming the
 * file and the line.
 */
import type {PhrasingContent, Root, RootContent, Table, TableCell, TableRow} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';

import {l} from '../../data/components/localized';
import type {BuiltLocale} from '../../data/site';
import {replaceJsxElements, sourceLocation, stringAttribute} from '../helpers/mdastNodes';
import {
  deref,
  findOperation,
  openApiDocument,
  parseOperationRef,
  refName,
  requestSchema,
  responseSchema,
  type JsonObject,
} from '../helpers/openapiSchemas';
import {localizedOpenApiDocument} from '../helpers/openapiTranslations';
import {parseDescription} from './remark-api-descriptions';

const ELEMENT = 'ApiSchemaTable';
export const SCHEMA_PARTS = ['request', 'response', 'events'] as const;
export type SchemaPart = (typeof SCHEMA_PARTS)[number];

export interface FieldRow {
  /** The schema and the field: `RunRequest.input_value`. */
  key: string;
  name: string;
  /** `string`, `string | null`, `array<string>`, `object`… */
  type: string;
  required: boolean;
  /** The default, when the schema gives one: a string as is (`chat`), anything else as JSON (`""`, `false`). */
  default?: string;
  values?: string[];
  description: string;
}

export interface EventRow {
  key: string;
  event: string;
  /** The schema of the event's data: `Message`, `TokenEventData`… */
  data: string;
  description: string;
}

export type SchemaTableRows =
  {kind: 'fields'; rows: FieldRow[]} | {kind: 'events'; rows: EventRow[]};

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typeLabel(document: JsonObject, schema: unknown): string {
  const target = deref(document, schema) ?? {};
  const types = (Array.isArray(target.type) ? target.type : [target.type]).filter(
    (type): type is string => typeof type === 'string',
  );
  const alternatives = (Array.isArray(target.anyOf) ? target.anyOf : target.oneOf) ?? [];
  if (types.length === 0 && Array.isArray(alternatives) && alternatives.length > 0)
    return alternatives.map((option) => refName(option) ?? typeLabel(document, option)).join(' | ');
  return types.length === 0
    ? 'any'
    : types
        .map((type) => (type === 'array' ? `array<${typeLabel(document, target.items)}>` : type))
        .join(' | ');
}

export function fieldRows(
  document: JsonObject,
  written: JsonObject,
  keyPrefix: string,
): FieldRow[] {
  const schema = deref(document, written);
  if (!schema || !isObject(schema.properties))
    throw new Error('the schema lists no fields (properties)');
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(schema.properties).map(([name, property]) => {
    const target = deref(document, property) ?? {};
    const own = isObject(property) ? property : {};
    const description = own.description ?? target.description;
    if (typeof description !== 'string') throw new Error(`the field ${name} has no description`);
    const values = Array.isArray(target.enum) ? target.enum.map(String) : undefined;
    return {
      key: `${keyPrefix}.${name}`,
      name,
      type: typeLabel(document, property),
      required: required.has(name),
      // A string default is shown as the value a reader types; anything else (and "") as JSON.
      ...('default' in target && {
        default:
          typeof target.default === 'string' && target.default !== ''
            ? target.default
            : JSON.stringify(target.default),
      }),
      ...(values && {values}),
      description,
    };
  });
}

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

const labels = {
  field: l('Field', '字段'),
  type: l('Type', '类型'),
  required: l('Required', '必填'),
  default: l('Default', '默认值'),
  description: l('Description', '说明'),
  event: l('Event', '事件'),
  data: l('Data', '数据'),
  yes: l('Yes', '是'),
  no: l('No', '否'),
  none: l('—', '—'),
  values: l('Values:', '可选值：'),
};

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
const row = (cells: PhrasingContent[][]): TableRow => ({
  type: 'tableRow',
  children: cells.map(cell),
});

/** Inline Markdown (code spans, emphasis, links) of a description, paragraphs run together. */
function inline(markdown: string): PhrasingContent[] {
  return parseDescription(markdown).flatMap((node: RootContent, index) =>
    node.type === 'paragraph' ? [...(index > 0 ? [text(' ')] : []), ...node.children] : [],
  );
}

/** The table of `rows`, whose descriptions are in `locale` already; the labels are put in it. */
export function schemaTable(rows: SchemaTableRows, locale: BuiltLocale): Table {
  const label = (key: keyof typeof labels) => labels[key][locale];
  if (rows.kind === 'events') {
    return {
      type: 'table',
      align: [null, null, null],
      children: [
        row([[text(label('event'))], [text(label('data'))], [text(label('description'))]]),
        ...rows.rows.map((event) =>
          row([[code(event.event)], [code(event.data)], inline(event.description)]),
        ),
      ],
    };
  }
  return {
    type: 'table',
    align: [null, null, null, null, null],
    children: [
      row(
        (['field', 'type', 'required', 'default', 'description'] as const).map((key) => [
          text(label(key)),
        ]),
      ),
      ...rows.rows.map((field) => {
        const {description} = field;
        // Values the description does not already name in code are listed after it.
        const unnamed = field.values?.filter((value) => !description.includes(`\`${value}\``));
        return row([
          [code(field.name)],
          [code(field.type)],
          [text(label(field.required ? 'yes' : 'no'))],
          [field.default === undefined ? text(label('none')) : code(field.default)],
          [
            ...inline(description),
            ...(unnamed?.length
              ? [
                  text(` ${label('values')} `),
                  ...unnamed.flatMap((value, i) => [...(i ? [text(', ')] : []), code(value)]),
                ]
              : []),
          ],
        ]);
      }),
    ],
  };
}

const remarkApiSchemaTable: Plugin<[{locale: BuiltLocale}], Root> = ({locale}) => {
  return (tree, file) => {
    replaceJsxElements(
      tree,
      ELEMENT,
      (element: MdxJsxFlowElement) => {
        const where = sourceLocation(file, element);
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
            localizedOpenApiDocument(locale),
          );
          return [schemaTable(rows, locale)];
        } catch (error) {
          throw new Error(`<${ELEMENT}> in ${where}: ${(error as Error).message}.`);
        }
      },
      file,
    );
  };
};

export default remarkApiSchemaTable;
