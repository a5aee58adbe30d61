/**
 * An API operation's Markdown twin, written from the operation itself rather than from its HTML
 * page (whose request and response panels are drawn in the browser): method and path, server,
 * description, authentication, parameters, the request body and each response, with their fields
 * as tables and their examples as JSON. The operation is the one `npm run api:gen` took out of the
 * page (./generated.ts), with every `$ref` already followed.
 */

import type {
  BlockContent,
  Code,
  Heading,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableRow,
} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

import type {BuiltLocale} from '../../../data/site';
import {readOperation} from './generated';
import {OPERATION_PAGE} from './remark/operation';
import {apiLabels, englishApiLabels, type ApiLabels} from './twinLabels';
import {twinMarkdown} from '../../../plugins/docusaurus/markdown-twins/markdownOptions';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parser = unified().use(remarkParse).use(remarkGfm);
const writer = unified().use(twinMarkdown).use(remarkStringify);

/** A description (CommonMark with tables, as openapi.json writes them) as Markdown nodes. */
const markdown = (source: unknown): RootContent[] =>
  typeof source === 'string' && source.trim() !== '' ? parser.parse(source).children : [];

/** A description's text on one line, for a table cell. */
function inlineText(source: unknown): PhrasingContent[] {
  const blocks = markdown(source);
  return blocks.flatMap((block, index): PhrasingContent[] => {
    const separator: PhrasingContent[] = index > 0 ? [{type: 'text', value: ' '}] : [];
    if (block.type === 'paragraph' || block.type === 'heading')
      return [...separator, ...block.children];
    if (block.type === 'code')
      return [...separator, {type: 'inlineCode', value: block.value.replace(/\s+/g, ' ')}];
    return [
      ...separator,
      {
        type: 'text',
        value: writer
          .stringify({type: 'root', children: [block]})
          .replace(/\s+/g, ' ')
          .trim(),
      },
    ];
  });
}

const t = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const heading = (depth: Heading['depth'], value: string): Heading => ({
  type: 'heading',
  depth,
  children: [t(value)],
});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const jsonBlock = (value: unknown): Code => ({
  type: 'code',
  lang: 'json',
  meta: null,
  value: JSON.stringify(value, null, 2),
});

function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children) => ({type: 'tableCell', children})),
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((cell) => [t(cell)])), ...rows.map(row)],
  };
}

/** `string`, `string | null`, `array of object`, `string (uuid)`: a schema's type in a few words. */
export function typeOf(schema: Json): string {
  const variants = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(variants)) return variants.filter(isObject).map(typeOf).join(' | ');
  const types = Array.isArray(schema.type)
    ? schema.type.map(String)
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  const named = types.map((type) =>
    type === 'array' && isObject(schema.items) ? `array of ${typeOf(schema.items)}` : type,
  );
  const base = named.join(' | ') || (schema.properties ? 'object' : 'any');
  return typeof schema.format === 'string' ? `${base} (${schema.format})` : base;
}

/** A field's description, then what constrains it: possible values, default. */
function fieldNotes(schema: Json, labels: ApiLabels, description?: unknown): PhrasingContent[] {
  const notes: PhrasingContent[] = [...inlineText(description ?? schema.description)];
  const add = (label: string, values: unknown[]) => {
    if (notes.length > 0) notes.push(t(labels.sentenceSpace));
    notes.push(t(`${label}${labels.colon}`));
    values.forEach((value, index) => {
      if (index > 0) notes.push(t(labels.listSeparator));
      notes.push(code(JSON.stringify(value)));
    });
    notes.push(t(labels.period));
  };
  const values = Array.isArray(schema.enum)
    ? schema.enum
    : Array.isArray(schema.items && (schema.items as Json).enum)
      ? ((schema.items as Json).enum as unknown[])
      : undefined;
  if (values) add(labels.possibleValues, values);
  if ('default' in schema) add(labels.default, [schema.default]);
  return notes;
}

interface Field {
  name: string;
  schema: Json;
  required: boolean;
}

/** The fields of an object schema, nested ones named by their path (`outputs[].results`). */
export function fieldsOf(schema: Json, prefix = '', depth = 0): Field[] {
  if (depth > 6) return [];
  const variants = [schema, ...((schema.allOf as unknown[] | undefined) ?? [])].filter(isObject);
  const required = new Set(
    variants.flatMap((variant) =>
      Array.isArray(variant.required) ? variant.required.map(String) : [],
    ),
  );
  const fields: Field[] = [];
  for (const variant of variants) {
    const properties = isObject(variant.properties) ? variant.properties : {};
    for (const [name, value] of Object.entries(properties)) {
      if (!isObject(value)) continue;
      const path = `${prefix}${name}`;
      fields.push({name: path, schema: value, required: required.has(name)});
      fields.push(...nestedFields(value, path, depth));
    }
  }
  return fields;
}

/** The fields under a field: of its array items, of its map values, of its object or object variants. */
function nestedFields(schema: Json, path: string, depth: number): Field[] {
  if (isObject(schema.items)) return fieldsOf(schema.items, `${path}[].`, depth + 1);
  if (isObject(schema.additionalProperties))
    return fieldsOf(schema.additionalProperties, `${path}.*.`, depth + 1);
  const variants = ((schema.anyOf ?? schema.oneOf) as unknown[] | undefined) ?? [];
  return [schema, ...variants.filter(isObject)].flatMap((variant) =>
    fieldsOf(variant, `${path}.`, depth + 1),
  );
}

function fieldsTable(schema: Json, labels: ApiLabels): RootContent[] {
  const fields = fieldsOf(schema);
  if (fields.length === 0)
    return [paragraph(t(`${labels.type}${labels.colon}`), code(typeOf(schema)))];
  return [
    table(
      [labels.field, labels.type, labels.required, labels.description],
      fields.map(({name, schema: field, required}) => [
        [code(name)],
        [t(typeOf(field))],
        [t(required ? labels.yes : labels.no)],
        fieldNotes(field, labels),
      ]),
    ),
  ];
}

/** The examples of a media type: its named examples (with their summary), or its one example. */
function examplesOf(media: Json, labels: ApiLabels): RootContent[] {
  if (isObject(media.examples)) {
    return Object.entries(media.examples).flatMap(([name, example]) =>
      isObject(example) && 'value' in example
        ? [
            paragraph({
              type: 'strong',
              children: [
                t(
                  `${labels.example}${labels.colon}${typeof example.summary === 'string' ? example.summary : name}`,
                ),
              ],
            }),
            jsonOrText(example.value),
          ]
        : [],
    );
  }
  const example =
    'example' in media ? media.example : isObject(media.schema) ? media.schema.example : undefined;
  return example === undefined
    ? []
    : [paragraph({type: 'strong', children: [t(labels.example)]}), jsonOrText(example)];
}

const jsonOrText = (value: unknown): Code =>
  typeof value === 'string' ? {type: 'code', lang: 'text', meta: null, value} : jsonBlock(value);

/** Each media type of a request body or a response: its name, fields and examples. */
function contentSection(content: unknown, labels: ApiLabels): RootContent[] {
  if (!isObject(content)) return [];
  return Object.entries(content).flatMap(([mediaType, media]) =>
    isObject(media)
      ? [
          paragraph(t(`${labels.mediaType}${labels.colon}`), code(mediaType)),
          ...(isObject(media.schema) ? fieldsTable(media.schema, labels) : []),
          ...examplesOf(media, labels),
        ]
      : [],
  );
}

function authentication(operation: Json, labels: ApiLabels): RootContent[] {
  const schemes = isObject(operation.securitySchemes) ? operation.securitySchemes : {};
  const names = (Array.isArray(operation.security) ? operation.security : []).flatMap(
    (requirement) => (isObject(requirement) ? Object.keys(requirement) : []),
  );
  if (names.length === 0)
    return [heading(2, labels.authentication), paragraph(t(labels.noCredentials))];
  return [
    heading(2, labels.authentication),
    paragraph(t(names.length > 1 ? labels.anyOf : labels.requiredScheme)),
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: names.map((name) => {
        const scheme = isObject(schemes[name]) ? schemes[name] : {};
        const how =
          scheme.type === 'apiKey'
            ? [
                code(String(scheme.name)),
                t(` ${scheme.in === 'header' ? labels.header : String(scheme.in)}`),
              ]
            : scheme.type === 'http'
              ? [
                  code(
                    `Authorization: ${String(scheme.scheme).replace(/^./, (c) => c.toUpperCase())} …`,
                  ),
                  t(` ${labels.header}`),
                ]
              : [code(name)];
        return {
          type: 'listItem',
          spread: false,
          children: [paragraph(...how, t(labels.colon), ...inlineText(scheme.description))],
        };
      }),
    },
  ];
}

function parameters(operation: Json, labels: ApiLabels): RootContent[] {
  const list = (Array.isArray(operation.parameters) ? operation.parameters : []).filter(isObject);
  if (list.length === 0) return [];
  return [
    heading(3, labels.parameters),
    table(
      [labels.name, labels.in, labels.type, labels.required, labels.description],
      list.map((parameter) => {
        const schema = isObject(parameter.schema) ? parameter.schema : {};
        return [
          [code(String(parameter.name))],
          [t(String(parameter.in))],
          [t(typeOf(schema))],
          [t(parameter.required ? labels.yes : labels.no)],
          fieldNotes(schema, labels, parameter.description),
        ];
      }),
    ),
  ];
}

function requestBody(operation: Json, labels: ApiLabels): RootContent[] {
  const body = operation.requestBody;
  if (!isObject(body)) return [];
  return [
    heading(3, labels.body),
    paragraph(
      t(`${body.required ? labels.requiredBody : labels.optionalBody}${labels.sentenceSpace}`),
      ...inlineText(body.description),
    ),
    ...contentSection(body.content, labels),
  ];
}

/** What the page calls the request: its parameters and body, under one heading as on the page. */
function request(operation: Json, labels: ApiLabels): RootContent[] {
  const parts = [...parameters(operation, labels), ...requestBody(operation, labels)];
  return parts.length > 0 ? [heading(2, labels.request), ...parts] : [];
}

function responses(operation: Json, labels: ApiLabels): RootContent[] {
  const all = isObject(operation.responses) ? operation.responses : {};
  return [
    heading(2, labels.responses),
    ...Object.entries(all).flatMap(([status, response]) =>
      isObject(response)
        ? [
            heading(3, status),
            ...(markdown(response.description) as BlockContent[]),
            ...contentSection(response.content, labels),
          ]
        : [],
    ),
  ];
}

/** The Markdown body of an API operation page titled `title`. */
export function operationToMarkdown(
  title: string,
  operation: Json,
  labels: ApiLabels = englishApiLabels,
  notes = '',
): string {
  const servers = (Array.isArray(operation.servers) ? operation.servers : []).filter(isObject);
  const tree: Root = {
    type: 'root',
    children: [
      heading(1, title),
      paragraph(code(`${String(operation.method).toUpperCase()} ${String(operation.path)}`)),
      ...markdown(notes),
      ...(servers[0]
        ? [
            paragraph(
              t(`${labels.server}${labels.colon}`),
              code(String(servers[0].url)),
              ...(typeof servers[0].description === 'string'
                ? [t(`${labels.clauseSeparator}${servers[0].description}`)]
                : []),
              t(labels.period),
            ),
          ]
        : []),
      ...markdown(operation.description),
      ...authentication(operation, labels),
      ...request(operation, labels),
      ...responses(operation, labels),
    ],
  };
  return writer.stringify(tree);
}

/**
 * The twins of a locale's operation pages: a page's Markdown from its operation, or undefined for a
 * page that is no operation (the reference's overview and tag pages are twinned from their HTML).
 */
/**
 * The twin of an operation page, or undefined for another page. `notes` gives the Markdown the
 * page shows under the method and path that the operation does not hold (the release notes'
 * marks); it is asked for on operation pages only.
 */
export function operationTwin(
  locale: BuiltLocale,
  codeTranslations: Readonly<Record<string, string>>,
): (
  page: {id: string; title: string; source: string},
  notes: () => Promise<string>,
) => Promise<string> | undefined {
  const labels = apiLabels(locale, codeTranslations);
  return (page, notes) =>
    OPERATION_PAGE.test(page.source)
      ? notes().then((text) =>
          operationToMarkdown(page.title, readOperation(locale, page.id), labels, text),
        )
      : undefined;
}
