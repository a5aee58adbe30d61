/**
 * `<FlowFileSchemaTable>` (plugins/remark/remark-flow-file-schema.ts) draws the fields of the flow-file
 * schema into the reference page, in its locale: every field of the schema is on a page that uses
 * it, and every Chinese description translates the schema's current English one.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import remarkFlowFileSchema, {
  TOP_LEVEL,
  flowFileRows,
  schemaDefinitions,
} from '../../plugins/remark/remark-flow-file-schema';
import {flowFileSchemaZh} from '../../data/flow-file-schema-zh';
import {flowFileSchema} from '../../plugins/flows/flowFile';
import type {BuiltLocale} from '../../data/site';
import {compileMdx} from './compileMdx';

const compile = (mdx: string, locale: BuiltLocale = 'en'): Promise<string> =>
  compileMdx(mdx, [[remarkFlowFileSchema, {locale}]]);

/** Every documented definition and the top level, with their rows. */
const tables = () =>
  [undefined, ...schemaDefinitions()]
    .filter((def) => {
      const schema = def
        ? (flowFileSchema().$defs as Record<string, object>)[def]!
        : flowFileSchema();
      return 'properties' in schema;
    })
    .map((def) => ({def, rows: flowFileRows(def)}));

test('the top level and each definition render as tables of their fields', async () => {
  const top = await compile('<FlowFileSchemaTable />');
  for (const name of Object.keys(flowFileSchema().properties as object)) {
    assert.ok(top.includes(`children: "${name}"`), name);
  }
  assert.match(top, /children: "Field"/);
  const node = await compile('<FlowFileSchemaTable def="node" />', 'zh-Hans');
  assert.match(node, /children: "字段"/);
  assert.ok(node.includes('`genericNode`') || node.includes('"genericNode"'));
  assert.ok(tables().length >= 10);
});

test('every field has a Chinese description that translates the schema’s current English', () => {
  const keys = tables().flatMap(({rows}) => rows.map((row) => row.key));
  assert.ok(keys.includes(`${TOP_LEVEL}.name`) && keys.includes('edge.targetHandle'));
  const stale = tables().flatMap(({rows}) =>
    rows
      .filter((row) => flowFileSchemaZh[row.key]?.en !== row.description)
      .map((row) => `${row.key}: translate "${row.description}"`),
  );
  assert.deepEqual(stale, []);
  // No translation of a field the schema no longer has.
  assert.deepEqual(
    Object.keys(flowFileSchemaZh).filter((key) => !keys.includes(key)),
    [],
  );
});

test('an unknown definition, or one without fields, fails, naming the page and the line', async () => {
  await assert.rejects(
    compile('Intro\n\n<FlowFileSchemaTable def="nodes" />'),
    /<FlowFileSchemaTable> in page\.mdx:3: the flow-file schema has no definition "nodes" \(graph, node,/,
  );
  await assert.rejects(
    compile('<FlowFileSchemaTable def={"node"} />'),
    /page\.mdx:1: def="…" must be written as a string/,
  );
  await assert.rejects(
    compile('<FlowFileSchemaTable def="portType" />'),
    /page\.mdx:1: the schema lists no fields/,
  );
});
