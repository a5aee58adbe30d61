/**
 * A JSON Schema's fields as a Markdown table, built when the page is built: the rows (field, type,
 * required, default, description), and the table with its labels in the page's locale. The guides'
 * tables of openapi.json (`<ApiSchemaTable>`, features/api-reference/build/remark/schemaTable.ts)
 * and of the flow-file schema (`<FlowFileSchemaTable>`, ./remark-flow-file-schema.ts) are both
 * drawn with it.
 */
import type {PhrasingContent, RootContent, Table, TableCell, TableRow} from 'mdast';

import {l} from '../../data/components/localized';
import type {BuiltLocale} from '../../data/site';
import {parseCommonMark} from '../helpers/commonMark';
import {deref, isObject, refName, type JsonObject} from '../helpers/json';

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

export function typeLabel(document: JsonObject, schema: unknown): string {
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
  return parseCommonMark(markdown).flatMap((node: RootContent, index) =>
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
