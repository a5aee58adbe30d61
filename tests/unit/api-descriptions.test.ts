/**
 * What an API reference page carries when it is built, so the browser parses and inflates nothing:
 * its descriptions compiled (features/api-reference/build/remark/descriptions.ts) and its operation,
 * which api:gen inflates once (features/api-reference/build/takeOutOperation.ts) and the page reads
 * back (features/api-reference/build/remark/operation.ts).
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {deflateSync} from 'node:zlib';

import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';

import {readOperation} from '../../features/api-reference/build/generated';
import remarkOperation from '../../features/api-reference/build/remark/operation';
import {takeOutOperation} from '../../features/api-reference/build/takeOutOperation';
import remarkApiDescriptions from '../../features/api-reference/build/remark/descriptions';
import {compileMdx} from './compileMdx';

/** The page's tree once the plugin has run, and the compiled page. */
async function transform(mdx: string): Promise<{tree: Root; code: string}> {
  let tree: Root | undefined;
  const code = await compileMdx(mdx, [
    remarkApiDescriptions,
    () => (root: Root) => {
      tree = structuredClone(root);
    },
  ]);
  return {tree: tree!, code};
}

const RESPONSES = {
  '200': {
    description: 'The *run* result:\n\n| event | when |\n|---|---|\n| `end` | last |',
    content: {
      'application/json': {
        schema: {properties: {id: {description: 'The `id`.'}, other: {description: 'The `id`.'}}},
        examples: {ok: {summary: 'A finished run', value: {}}},
      },
    },
  },
  '404': {description: ':::note\nNo flow has this id.\n:::'},
};
const PAGE = `import StatusCodes from "@theme/StatusCodes";

# Run a flow

<StatusCodes responses={${JSON.stringify(RESPONSES)}} />
`;

const entries = (tree: Root) => {
  const provider = tree.children.find(
    (node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement',
  );
  assert.equal(provider?.name, 'ApiDescriptions', 'the page content is wrapped');
  return provider.children.filter(
    (node): node is MdxJsxFlowElement =>
      node.type === 'mdxJsxFlowElement' && node.name === 'ApiDescription',
  );
};

test('every description and summary in the props is compiled into the page, once', async () => {
  const {tree, code} = await transform(PAGE);
  const found = entries(tree);
  assert.deepEqual(
    found.map((entry) => entry.children.map((child) => child.type)),
    [['paragraph', 'table'], ['paragraph'], ['paragraph']],
  );
  assert.match(
    code,
    /import \{ApiDescriptions, ApiDescription\} from "@site\/features\/api-reference\/browser\/descriptions"/,
  );
  // Each entry is looked up by its exact text.
  assert.match(code, /text: "The \*run\* result:\\n\\n\| event \| when \|/);
  assert.match(code, /text: "A finished run"/);
  // Its Markdown is compiled: emphasis, the table and inline code are elements.
  for (const element of ['em', 'table', 'td', 'code'])
    assert.match(code, new RegExp(`_components\\.${element}\\b`));
  // The page's own content follows, inside the wrapper.
  const provider = tree.children.at(-1) as MdxJsxFlowElement;
  assert.deepEqual(
    provider.children.slice(found.length).map((node) => node.type),
    ['heading', 'mdxJsxFlowElement'],
  );
});

test('admonitions are left to the theme, and a page without descriptions is unchanged', async () => {
  const {tree} = await transform(PAGE);
  assert.equal(
    entries(tree).some((entry) => JSON.stringify(entry).includes(':::note')),
    false,
  );
  const tagPage = '# Tags\n\n<DocCardList items={[{"label": "Run"}]} />\n';
  const plain = await transform(tagPage);
  assert.doesNotMatch(plain.code, /ApiDescriptions/);
  // Unchanged: compiled as it is without the plugin.
  assert.equal(plain.code, await compileMdx(tagPage, []));
});

/** A page as the generator writes it: its operation deflated in the front matter. */
const generated = (api: string) =>
  `---\nid: run\ntitle: "Run"\napi: ${api}\nsidebar_class_name: "post api-method"\n---\n\n# Run\n`;

test('api:gen takes the deflated operation out of a generated page, inflated', () => {
  const operation = {method: 'post', path: '/api/v1/run/{flow_id_or_name}', parameters: []};
  const taken = takeOutOperation(
    generated(deflateSync(JSON.stringify(operation)).toString('base64')),
    'api-reference/run.api.mdx',
  );
  assert.deepEqual(taken.operation, operation);
  assert.equal(
    taken.page,
    '---\nid: run\ntitle: "Run"\nsidebar_class_name: "post api-method"\n---\n\n# Run\n',
  );
});

test('a generated page without a deflated operation stops api:gen, naming the page', () => {
  assert.throws(
    () => takeOutOperation(generated('bm90IGRlZmxhdGVk'), 'api-reference/broken.api.mdx'),
    /api-reference\/broken\.api\.mdx: the operation in its front matter \(api:\) is not deflated JSON/,
  );
  assert.throws(
    () => takeOutOperation('---\nid: run\n---\n\n# Run\n', 'api-reference/run.api.mdx'),
    /api-reference\/run\.api\.mdx: the generator wrote no `api:` line/,
  );
});

/** The front matter the page module exports once the plugin has run. */
function compiled(path: string, id: string): Record<string, unknown> {
  const file = {path, data: {frontMatter: {id, title: 'Run'}}};
  remarkOperation({locale: 'en'})(undefined, file);
  return file.data.frontMatter;
}

test('an operation page exports its operation, read from what api:gen wrote', () => {
  assert.deepEqual(compiled('api-reference/simplified-run-flow.api.mdx', 'simplified-run-flow'), {
    id: 'simplified-run-flow',
    title: 'Run',
    api: readOperation('en', 'simplified-run-flow'),
  });
  // A page without an operation keeps what it wrote.
  assert.deepEqual(compiled('api-reference/builds.tag.mdx', 'builds'), {
    id: 'builds',
    title: 'Run',
  });
  assert.throws(
    () => compiled('api-reference/nothing.api.mdx', 'nothing'),
    /generated\/api-operations\/en\/nothing\.json is missing: run `npm run api:gen`/,
  );
});
