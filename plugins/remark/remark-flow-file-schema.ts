/**
 * Compiles `<FlowFileSchemaTable />` (the top level of a flow file) and
 * `<FlowFileSchemaTable def="node" />` (one definition of the schema's `$defs`) into a Markdown
 * table of fields drawn from data/flow-file.schema.json when the page is built, as
 * `<ApiSchemaTable>` draws openapi.json (./schemaTable.ts draws both): field, type, required,
 * default, description. A zh-Hans page takes the descriptions from
 * data/flow-file-schema-zh.ts. An unknown definition or a missing translation fails the build,
 * naming the file and the line.
 */
import type {Root} from 'mdast';
import type {Plugin} from 'unified';

import {flowFileSchemaZh} from '../../data/flow-file-schema-zh';
import type {BuiltLocale} from '../../data/site';
import {flowFileSchema} from '../flows/flowFile';
import {forEachJsxElement, stringAttribute} from '../helpers/mdastNodes';
import type {JsonObject} from '../helpers/json';
import {fieldRows, schemaTable, type FieldRow} from './schemaTable';

const ELEMENT = 'FlowFileSchemaTable';
/** The key prefix of the top level's fields in the translations: `flow.name`. */
export const TOP_LEVEL = 'flow';

/** The schema's definitions (`node`, `edge`…), in the order the schema gives them. */
export const schemaDefinitions = (): string[] => Object.keys(flowFileSchema().$defs ?? {});

/** The rows of the top level (`def` undefined) or of a definition; throws when there is none. */
export function flowFileRows(def?: string): FieldRow[] {
  const schema = flowFileSchema() as JsonObject;
  if (def === undefined) return fieldRows(schema, schema, TOP_LEVEL);
  if (!schemaDefinitions().includes(def))
    throw new Error(
      `the flow-file schema has no definition "${def}" (${schemaDefinitions().join(', ')})`,
    );
  return fieldRows(schema, {$ref: `#/$defs/${def}`}, def);
}

/** A row with its description in `locale`: the schema's own, or its translation. */
function localized(row: FieldRow, locale: BuiltLocale): FieldRow {
  if (locale === 'en') return row;
  const translation = flowFileSchemaZh[row.key]?.zh;
  if (!translation)
    throw new Error(`${row.key} has no Chinese description in data/flow-file-schema-zh.ts`);
  return {...row, description: translation};
}

const remarkFlowFileSchema: Plugin<[{locale: BuiltLocale}], Root> = ({locale}) => {
  return (tree, file) => {
    forEachJsxElement(tree, ELEMENT, file, (element, where) => {
      const def = stringAttribute(element, 'def');
      if (def === null) {
        throw new Error(`<${ELEMENT}> in ${where}: def="…" must be written as a string.`);
      }
      try {
        const rows = flowFileRows(def).map((row) => localized(row, locale));
        return [schemaTable({kind: 'fields', rows}, locale)];
      } catch (error) {
        throw new Error(`<${ELEMENT}> in ${where}: ${(error as Error).message}.`);
      }
    });
  };
};

export default remarkFlowFileSchema;
