/**
 * plugins/remark/remark-api-descriptions.ts and plugins/remark/inflate-api-front-matter.ts: what an API reference
 * page carries when it is built, so the browser parses and inflates nothing.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {deflateSync} from 'node:zlib';

import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';

import remarkInflateApiFrontMatter from '../../plugins/remark/inflate-api-front-matter';
import remarkApiDescriptions from '../../plugins/remark/remark-api-descriptions';
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
    /import \{ApiDescriptions, ApiDescription\} from "@site\/src\/openapi\/descriptions"/,
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

/** The front matter the page module exports once the plugin has run. */
function inflate(path: string, api: unknown): Record<string, unknown> {
  const file = {path, data: {frontMatter: {title: 'Run', api}}};
  remarkInflateApiFrontMatter()(undefined, file);
  return file.data.frontMatter;
}

test('the operation in an API page’s front matter is inflated when the page is compiled', () => {
  const operation = {method: 'post', path: '/api/v1/run/{flow_id_or_name}', parameters: []};
  const deflated = deflateSync(JSON.stringify(operation)).toString('base64');
  assert.deepEqual(inflate('api-reference/simplified-run-flow.api.mdx', deflated), {
    title: 'Run',
    api: operation,
  });
  // A page without an operation keeps what it wrote.
  assert.deepEqual(inflate('api-reference/builds.tag.mdx', undefined), {
    title: 'Run',
    api: undefined,
  });
});

test('front matter that does not inflate fails the build, naming the page', () => {
  assert.throws(
    () => inflate('api-reference/broken.api.mdx', 'bm90IGRlZmxhdGVk'),
    /api-reference\/broken\.api\.mdx: the operation in its front matter \(api:\) is not deflated JSON.*npm run api:gen/,
  );
});
