/**
 * Validates the request and response bodies pages show against openapi.json, with Ajv (JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1). For examples, an object schema that lists its properties is
 * closed: a field the API does not define is a slip in a page, even where the server would ignore it.
 */
import Ajv2020, {type ErrorObject, type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

import {substituteFacts} from '../../plugins/remark/remark-facts';
import {
  findOperation,
  parseOperationRef,
  requestSchema,
  responseSchema,
} from '../../features/api-reference/build/document';
import {type JsonObject} from '../../plugins/helpers/json';
import {factTokens} from '../../data/facts';

export const JSON_MEDIA = 'application/json';
export const EVENT_STREAM = 'text/event-stream';

export interface Example {
  file: string;
  /** 1-based line of the body in the file. */
  line: number;
  /** Where the body was found: `json block`, `curl`, `python`, `javascript` or `stream`. */
  source: string;
  /** `POST /api/v1/run/{flow_id_or_name}` */
  api: string;
  role: 'request' | 'response';
  /** The response status, for a response. */
  status?: string;
  mediaType: string;
  /** The body as written, tokens such as `{{version}}` not yet replaced. */
  text: string;
}

const SCHEMAS_ID = 'openapi-schemas';
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `node` whose `#/components/schemas/X` refs point into the registered `$defs`. */
function forAjv(node: unknown, close: boolean): unknown {
  if (Array.isArray(node)) return node.map((child) => forAjv(child, close));
  if (!isObject(node)) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] =
      key === '$ref' && typeof value === 'string'
        ? value.replace(/^#\/components\/schemas\//, `${SCHEMAS_ID}#/$defs/`)
        : forAjv(value, close);
  }
  if (close && isObject(node.properties) && !('additionalProperties' in node)) {
    copy.unevaluatedProperties = false;
  }
  return copy;
}

/** A shell variable in a string (`$FLOW_ID`, `${FLOW_ID}`): its value is not known on the page. */
const SHELL_VARIABLE = /\$\{?[A-Za-z_]\w*\}?/;
const VALUE_KEYWORDS = new Set(['format', 'pattern', 'minLength', 'maxLength']);

function valueAt(data: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (at, key) =>
        isObject(at) || Array.isArray(at)
          ? (at as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')]
          : undefined,
      data,
    );
}

export interface ExampleValidator {
  /** The problems of one example, each naming its file, line, operation and what is wrong. */
  check(example: Example): string[];
}

export function createExampleValidator(document: JsonObject): ExampleValidator {
  // Union types (`type: ["string", "integer"]`) are JSON Schema; strict mode alone would refuse them.
  const ajv = new Ajv2020({allErrors: true, strict: true, allowUnionTypes: true});
  addFormats(ajv);
  // OpenAPI's own formats and annotation, which JSON Schema does not define.
  ajv.addFormat('binary', true);
  ajv.addFormat('password', true);
  ajv.addKeyword('example');
  const components = isObject(document.components) ? document.components : {};
  ajv.addSchema({$id: SCHEMAS_ID, $defs: forAjv(components.schemas ?? {}, true)});
  const compiled = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: JsonObject) => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(forAjv(schema, true) as JsonObject);
      compiled.set(key, validate);
    }
    return validate;
  };
  const tokens = factTokens();

  return {
    check(example) {
      const where = `${example.file}:${example.line}: ${example.source} ${example.role}${example.status ? ` ${example.status}` : ''} of ${example.api}`;
      const reference = parseOperationRef(example.api);
      const operation = reference && findOperation(document, reference);
      if (!operation) return [`${where}: openapi.json has no such operation`];
      const schema =
        example.role === 'request'
          ? requestSchema(document, operation, example.mediaType)
          : responseSchema(document, operation, example.status ?? '', example.mediaType);
      if (!schema) {
        return [
          `${where}: the operation defines no ${example.mediaType} ${example.role === 'request' ? 'request body' : `${example.status} response`}`,
        ];
      }
      const validate = validatorFor(
        `${example.api} ${example.role} ${example.status ?? ''} ${example.mediaType}`,
        schema,
      );
      const bodies: {offset: number; text: string; event?: string}[] =
        example.mediaType === EVENT_STREAM
          ? streamEvents(example.text)
          : [{offset: 0, text: example.text}];
      if (bodies.length === 0) return [`${where}: no event: and data: lines`];
      return bodies.flatMap(({offset, text, event}) => {
        const at = event === undefined ? where : `${where} (line ${example.line + offset})`;
        let data: unknown;
        try {
          data = JSON.parse(substituteFacts(text, tokens, example.file));
        } catch (error) {
          return [`${at}: not JSON: ${(error as Error).message}`];
        }
        const instance = event === undefined ? data : {event, data};
        if (validate(instance)) return [];
        const errors = (validate.errors ?? []).filter(
          (error: ErrorObject) =>
            !(
              VALUE_KEYWORDS.has(error.keyword) &&
              SHELL_VARIABLE.test(String(valueAt(instance, error.instancePath)))
            ),
        );
        return errors.length === 0
          ? []
          : [`${at}: ${ajv.errorsText(errors, {dataVar: 'body', separator: '; '})}`];
      });
    },
  };
}

/** The `event:` and `data:` pairs of a Server-Sent Events example, each with its line offset. */
export function streamEvents(text: string): {offset: number; event: string; text: string}[] {
  const lines = text.split('\n');
  const events: {offset: number; event: string; text: string}[] = [];
  let event: string | undefined;
  lines.forEach((line, index) => {
    const name = /^event:\s*(.*)$/.exec(line);
    const data = /^data:\s*(.*)$/.exec(line);
    if (name) event = name[1]!.trim();
    else if (data && event !== undefined) {
      events.push({offset: index, event, text: data[1]!});
      event = undefined;
    }
  });
  return events;
}
