/**
 * The diagram of a shipped flow is drawn from its file when the site is built
 * (plugins/docusaurus/flow-files.ts, plugins/flows/diagram.ts): one box per component, one arrow per edge, alt
 * text and SVG description generated from the graph in the page's locale, the same layout in the
 * theme's light and dark colours; `<FlowDiagram>` (plugins/remark/remark-flow-diagram.ts) puts the
 * pictures and the alt text into the page.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import type {LoadContext} from '@docusaurus/types';

import flowFilesPlugin, {
  FLOW_DIAGRAMS_DIR,
  FLOW_SCHEMA_URL,
  flowDiagramUrl,
} from '../../plugins/docusaurus/flow-files';
import {GENERATED_STATIC_DIR} from '../../plugins/helpers/generated-static';
import remarkFlowDiagram from '../../plugins/remark/remark-flow-diagram';
import {builtLocales, type BuiltLocale} from '../../data/site';
import {drawnFlow, flowAltText, type DrawnFlow} from '../../plugins/flows/describe';
import {
  COLUMN_WIDTH,
  MIN_TITLE_SIZE,
  flowSvg,
  layoutFlow,
  titleSizeInColumn,
} from '../../plugins/flows/diagram';
import {COLOUR_MODES, diagramPalette, themeValue} from '../../plugins/flows/themeColours';
import {compileMdx} from './compileMdx';

const SAMPLE = 'examples/flows/basic-prompting.json';
const sampleJson = (): unknown => JSON.parse(readFileSync(SAMPLE, 'utf8'));
const sample = (locale: BuiltLocale = 'en'): DrawnFlow => drawnFlow(SAMPLE, sampleJson(), locale);

/** A chain of `count` components from Chat Input through Parsers… to Chat Output, drawn. */
function chain(count: number, locale: BuiltLocale = 'en'): DrawnFlow {
  const middle = Array.from({length: count - 2}, (_, i) => ({
    id: `TextOperations-a${String(i).padStart(4, '0')}`,
    type: 'TextOperations',
    input: 'text_input',
    output: 'text_output',
  }));
  const steps = [
    {id: 'ChatInput-aaaaa', type: 'ChatInput', input: '', output: 'message'},
    ...middle,
    {id: 'ChatOutput-zzzzz', type: 'ChatOutput', input: 'input_value', output: 'message'},
  ];
  const json = {
    name: 'Chain',
    data: {
      nodes: steps.map(({id, type}) => ({
        id,
        type: 'genericNode',
        position: {x: 0, y: 0},
        data: {type, node: {template: {}}},
      })),
      edges: steps.slice(1).map((step, i) => ({
        id: `e${i}`,
        source: steps[i]!.id,
        sourceHandle: steps[i]!.output,
        target: step.id,
        targetHandle: step.input,
      })),
    },
  };
  return drawnFlow('chain.json', json, locale);
}

test('the alt text names every component and every edge with its type, in build order', () => {
  const flow = sample();
  assert.equal(
    flowAltText(flow, 'en'),
    'Flow of 4 components: Chat Input sends Message to Prompt Template; Prompt Template sends Message to Language Model; Language Model sends Message to Chat Output.',
  );
  assert.equal(
    flowAltText(sample('zh-Hans'), 'zh-Hans'),
    '由 4 个组件组成的流程：Chat Input 把 Message 发送给 Prompt Template；Prompt Template 把 Message 发送给 Language Model；Language Model 把 Message 发送给 Chat Output。',
  );
  // Any flow: every title and one clause per edge.
  const long = chain(6);
  const alt = flowAltText(long, 'en');
  for (const node of long.nodes) assert.ok(alt.includes(node.title), node.title);
  assert.equal(alt.match(/ sends /g)?.length, long.edges.length);
});

test('two components of one kind are numbered, and a component without edges is named', () => {
  const flow = chain(4);
  assert.deepEqual(
    flow.nodes.map((node) => node.title),
    ['Chat Input', 'Text Operations 1', 'Text Operations 2', 'Chat Output'],
  );
  const json = sampleJson() as {data: {nodes: unknown[]}};
  json.data.nodes.push({
    id: 'Calculator-q1w2e',
    type: 'genericNode',
    position: {x: 0, y: 0},
    data: {type: 'Calculator', node: {template: {expression: {type: 'str', value: '1 + 1'}}}},
  });
  const alt = flowAltText(drawnFlow(SAMPLE, json, 'en'), 'en');
  assert.match(alt, /^Flow of 5 components: .*; Calculator is not connected\.$/);
});

test('the SVG has one box per component and one arrow per edge, labelled, titled and described', () => {
  for (const locale of builtLocales) {
    const flow = chain(5, locale);
    const svg = flowSvg(flow, layoutFlow(flow), diagramPalette('light'), locale);
    assert.equal(svg.match(/<rect data-node="/g)?.length, flow.nodes.length);
    assert.equal(
      svg.match(/<path data-edge="[^"]*" d="M[^"]+" marker-end="url\(#arrow\)"/g)?.length,
      flow.edges.length,
    );
    for (const node of flow.nodes) {
      assert.ok(svg.includes(`data-node="${node.id}"`), node.id);
      assert.ok(svg.includes(`>${node.title}</text>`), node.title);
      assert.ok(svg.includes(`>${node.family}</text>`), node.family);
    }
    assert.equal(svg.match(/>Message<\/text>/g)?.length, flow.edges.length);
    assert.match(
      svg,
      /^<svg [^>]*role="img" aria-labelledby="title desc">\n<title id="title">Chain/,
    );
    assert.ok(svg.includes(`<desc id="desc">${flowAltText(flow, locale)}</desc>`));
  }
  assert.ok(
    flowSvg(
      sample('zh-Hans'),
      layoutFlow(sample('zh-Hans')),
      diagramPalette('dark'),
      'zh-Hans',
    ).includes('>输入与输出</text>'),
  );
});

test('light and dark are one layout in the theme’s colours', () => {
  const flow = sample();
  const layout = layoutFlow(flow);
  const [light, dark] = COLOUR_MODES.map((mode) =>
    flowSvg(flow, layout, diagramPalette(mode), 'en'),
  );
  const shape = (svg: string) => svg.replace(/(fill|stroke)="[^"]*"/g, '$1=""');
  assert.notEqual(light, dark);
  assert.equal(shape(light!), shape(dark!));
  assert.ok(light!.includes(`stroke="${themeValue('light', '--ifm-color-primary')}"`));
  assert.ok(dark!.includes(`stroke="${themeValue('dark', '--ifm-color-primary')}"`));
  // Read from src/css/custom.css, after Infima: the site's own values win.
  assert.equal(themeValue('light', '--ifm-color-primary'), '#4338ca');
  assert.equal(themeValue('dark', '--ifm-background-color'), '#16171b');
  // The same layout in every locale: family labels never widen a box.
  assert.deepEqual(layoutFlow(sample('zh-Hans')), {
    ...layout,
    nodes: layout.nodes.map((node, i) => ({...node, family: sample('zh-Hans').nodes[i]!.family})),
  });
});

/** WCAG contrast ratio of two #rgb or #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const digits =
      hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : hex.slice(1).match(/../g)!;
    const [r, g, bl] = digits.map((d) => {
      const c = parseInt(d, 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('the palettes read well: text 4.5:1 on its box, lines and borders 3:1 on the page', () => {
  for (const mode of COLOUR_MODES) {
    const palette = diagramPalette(mode);
    assert.ok(contrast(palette.text, palette.nodeFill) >= 4.5, `${mode} text`);
    assert.ok(contrast(palette.mutedText, palette.nodeFill) >= 4.5, `${mode} family`);
    assert.ok(contrast(palette.edge, palette.page) >= 4.5, `${mode} edge labels`);
    assert.ok(contrast(palette.nodeBorder, palette.page) >= 3, `${mode} box borders`);
  }
  assert.ok(contrast('#777777', '#ffffff') < 4.5, 'the check can fail');
});

test('left to right while titles stay readable in the column, else top to bottom', () => {
  const across = layoutFlow(sample());
  const boxes = across.nodes;
  assert.ok(boxes.every((box, i) => i === 0 || box.x > boxes[i - 1]!.x + boxes[i - 1]!.width));
  assert.ok(titleSizeInColumn(across) >= MIN_TITLE_SIZE, `${across.width} px wide`);
  const long = layoutFlow(chain(9));
  assert.ok(
    long.nodes.every((box, i) => i === 0 || box.y > long.nodes[i - 1]!.y),
    'top to bottom',
  );
  assert.ok(long.width < COLUMN_WIDTH);
});

const compile = (mdx: string, locale: BuiltLocale = 'en', siteDir?: string): Promise<string> =>
  compileMdx(mdx, [[remarkFlowDiagram, {locale, siteDir}]]);

test('<FlowDiagram> gets the pictures of its locale, their size and the generated alt text', async () => {
  const {width, height} = layoutFlow(sample());
  const en = await compile(`<FlowDiagram path="${SAMPLE}" />`);
  assert.match(en, /light: "\/img\/flows\/basic-prompting\.light\.svg"/);
  assert.match(en, /dark: "\/img\/flows\/basic-prompting\.dark\.svg"/);
  assert.ok(en.includes(`alt: "${flowAltText(sample(), 'en')}"`));
  assert.match(en, new RegExp(`width: ${width},\\s+height: ${height}`));
  const zh = await compile(`<FlowDiagram path="${SAMPLE}" />`, 'zh-Hans');
  assert.match(zh, /light: "\/img\/flows\/basic-prompting\.zh-Hans\.light\.svg"/);
  assert.ok(zh.includes(`alt: "${flowAltText(sample('zh-Hans'), 'zh-Hans')}"`));
});

test('<FlowDiagram> with an unknown path, a broken flow or inline fails, naming the page and line', async (t) => {
  await assert.rejects(
    compile('Intro\n\n<FlowDiagram path="examples/flows/basic-promting.json" />'),
    /<FlowDiagram path="examples\/flows\/basic-promting\.json"> in page\.mdx:3: no such flow in examples\/flows\//,
  );
  await assert.rejects(
    compile('<FlowDiagram path="examples/deploy/railway/railway.json" />'),
    /page\.mdx:1: no such flow/,
  );
  await assert.rejects(
    compile('<FlowDiagram />'),
    /page\.mdx:1 needs path="examples\/flows\/….json"/,
  );
  await assert.rejects(
    compile(`Text <FlowDiagram path="${SAMPLE}" /> inline.`),
    /page\.mdx:1 must stand on a line of its own/,
  );
  // A flow that breaks its checks, in a site of its own: the page, the line and the fault.
  const site = mkdtempSync(join(tmpdir(), 'flow-site-'));
  t.after(() => rmSync(site, {recursive: true, force: true}));
  mkdirSync(join(site, 'examples/flows'), {recursive: true});
  const json = sampleJson() as {data: {edges: {targetHandle: string}[]}};
  json.data.edges[0]!.targetHandle = 'topic';
  writeFileSync(join(site, 'examples/flows/broken.json'), JSON.stringify(json));
  await assert.rejects(
    compile('<FlowDiagram path="examples/flows/broken.json" />', 'en', site),
    /page\.mdx:1: examples\/flows\/broken\.json, edge .*input "topic": no such input/,
  );
});

test('the plugin draws each flow in every locale and mode, and serves the schema', async (t) => {
  const site = process.cwd();
  const expected = builtLocales.flatMap((locale) => {
    const flow = sample(locale);
    return COLOUR_MODES.map((mode) => ({
      url: flowDiagramUrl('basic-prompting', locale, mode),
      svg: flowSvg(flow, layoutFlow(flow), diagramPalette(mode), locale),
    }));
  });
  const work = mkdtempSync(join(tmpdir(), 'flow-files-'));
  t.after(() => {
    process.chdir(site);
    rmSync(work, {recursive: true, force: true});
  });
  process.chdir(work);
  // A diagram left from a flow since deleted is no longer served.
  const stale = join(GENERATED_STATIC_DIR, FLOW_DIAGRAMS_DIR, 'old.light.svg');
  mkdirSync(join(GENERATED_STATIC_DIR, FLOW_DIAGRAMS_DIR), {recursive: true});
  writeFileSync(stale, '<svg/>');

  const plugin = flowFilesPlugin({siteDir: site} as LoadContext);
  await plugin.loadContent!();
  assert.ok(!existsSync(stale), 'a deleted flow is still drawn');
  assert.equal(expected.length, 4);
  for (const {url, svg} of expected) {
    assert.equal(readFileSync(join(GENERATED_STATIC_DIR, url), 'utf8'), svg, url);
  }
  assert.equal(
    readFileSync(join(GENERATED_STATIC_DIR, FLOW_SCHEMA_URL), 'utf8'),
    readFileSync(join(site, 'data/flow-file.schema.json'), 'utf8'),
  );
  assert.deepEqual(plugin.getPathsToWatch!(), [
    join(site, 'examples/flows', '*.json'),
    join(site, 'data/flow-file.schema.json'),
  ]);
});
