/**
 * A valid flow as its diagram and its alt text show it, in a page's locale: the components with
 * their titles and families, the edges with the type they carry, in build order.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import matter from 'gray-matter';

import {familyPages} from '../../data/components';
import {l} from '../../data/components/localized';
import type {Family, PortType} from '../../data/components/types';
import type {BuiltLocale} from '../../data/site';
import {isComponentNode, type FlowFile} from './flowFile';
import {buildOrder} from './graph';
import {formatFault, resolveNode, validateFlow} from './validate';
import {SITE_DIR} from '../helpers/siteDir';

const PAGE_DIRS: Record<BuiltLocale, string> = {
  en: join(SITE_DIR, 'docs/components'),
  'zh-Hans': join(SITE_DIR, 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/components'),
};

const familyLabelCache = new Map<BuiltLocale, Map<string, string>>();
/** A family as the sidebar names its page (`Inputs and outputs`, `输入与输出`): one source for both. */
export function familyLabel(family: Family, locale: BuiltLocale): string {
  let labels = familyLabelCache.get(locale);
  if (!labels) {
    labels = new Map();
    for (const file of readdirSync(PAGE_DIRS[locale]).filter((name) => name.endsWith('.mdx'))) {
      const {data} = matter(readFileSync(join(PAGE_DIRS[locale], file), 'utf8'));
      if (typeof data.slug === 'string' && typeof data.sidebar_label === 'string')
        labels.set(data.slug, data.sidebar_label);
    }
    familyLabelCache.set(locale, labels);
  }
  const label = labels.get(`/${familyPages[family]}`);
  if (!label) throw new Error(`no ${locale} page with the slug /${familyPages[family]}`);
  return label;
}

export interface DrawnNode {
  id: string;
  /** The node's title, numbered when two nodes share one (`Language Model 2`). */
  title: string;
  family: string;
}

export interface DrawnEdge {
  id: string;
  source: string;
  target: string;
  type: PortType;
}

export interface DrawnFlow {
  name: string;
  /** Components in build order (notes are not drawn). */
  nodes: DrawnNode[];
  /** Edges in the build order of their source. */
  edges: DrawnEdge[];
}

/** The flow as drawn; throws with every fault when the flow is not valid. */
export function drawnFlow(file: string, json: unknown, locale: BuiltLocale): DrawnFlow {
  const faults = validateFlow(file, json);
  if (faults.length > 0) throw new Error(faults.map(formatFault).join('\n'));
  const flow = json as FlowFile;
  const resolved = flow.data.nodes.filter(isComponentNode).map((node) => resolveNode(node)!);
  const {layers} = buildOrder(
    resolved.map(({node}) => node.id),
    flow.data.edges,
  );
  const order = layers.flat();
  resolved.sort((a, b) => order.indexOf(a.node.id) - order.indexOf(b.node.id));

  const count = new Map<string, number>();
  for (const {title} of resolved) count.set(title, (count.get(title) ?? 0) + 1);
  const seen = new Map<string, number>();
  const nodes = resolved.map(({node, title, component}) => {
    const index = (seen.get(title) ?? 0) + 1;
    seen.set(title, index);
    return {
      id: node.id,
      title: count.get(title)! > 1 ? `${title} ${index}` : title,
      family: familyLabel(component.family, locale),
    };
  });
  const outputType = (id: string, handle: string) =>
    resolved.find(({node}) => node.id === id)!.outputs.find(({name}) => name === handle)!.type;
  const edges = flow.data.edges
    .map((edge) => ({
      id: edge.id,
      source: edge.source,
      target: edge.target,
      type: outputType(edge.source, edge.sourceHandle),
    }))
    .sort((a, b) => order.indexOf(a.source) - order.indexOf(b.source));
  return {name: flow.name, nodes, edges};
}

const phrases = {
  flowOf: l('Flow of {count} components', '由 {count} 个组件组成的流程'),
  flowOfOne: l('Flow of 1 component', '由 1 个组件组成的流程'),
  sends: l('{source} sends {type} to {target}', '{source} 把 {type} 发送给 {target}'),
  alone: l('{node} is not connected', '{node} 未连接'),
  colon: l(': ', '：'),
  separator: l('; ', '；'),
  end: l('.', '。'),
  title: l('{name}: flow diagram', '{name}：流程图'),
};

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

/** The alt text of a flow's diagram: every component and every edge, in build order. */
export function flowAltText(flow: DrawnFlow, locale: BuiltLocale): string {
  const say = (key: keyof typeof phrases, values: Record<string, string | number> = {}) =>
    fill(phrases[key][locale], values);
  const title = (id: string) => flow.nodes.find((node) => node.id === id)!.title;
  const parts = flow.edges.map((edge) =>
    say('sends', {source: title(edge.source), type: edge.type, target: title(edge.target)}),
  );
  for (const node of flow.nodes) {
    if (!flow.edges.some((edge) => edge.source === node.id || edge.target === node.id))
      parts.push(say('alone', {node: node.title}));
  }
  const count = flow.nodes.length;
  const head = count === 1 ? say('flowOfOne') : say('flowOf', {count});
  return `${head}${say('colon')}${parts.join(say('separator'))}${say('end')}`;
}

/** The title of a flow's diagram (the SVG's `<title>`). */
export const flowDiagramTitle = (flow: DrawnFlow, locale: BuiltLocale): string =>
  fill(phrases.title[locale], {name: flow.name});
