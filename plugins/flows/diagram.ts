/**
 * The diagram of a flow, drawn from its file at build time: a layered layout by dagre, left to
 * right (top to bottom when a long flow would otherwise shrink too far), nodes as rounded boxes
 * with the component's title and family, edges with arrowheads labelled by the type they carry.
 * One layout, drawn in each colour mode's palette, so the light and dark pictures differ in colour
 * only.
 */
import dagre from '@dagrejs/dagre';

import {FAMILIES} from '../../data/components/types';
import {builtLocales, type BuiltLocale} from '../../data/site';
import {familyLabel, flowAltText, flowDiagramTitle, type DrawnFlow} from './describe';
import type {DiagramPalette} from './themeColours';

const MARGIN = 16;
const NODE_HEIGHT = 56;
const NODE_PADDING = 14;
const TITLE_SIZE = 14;
const FAMILY_SIZE = 12;
const LABEL_SIZE = 12;
const LABEL_HEIGHT = 20;

/**
 * The width of a line of text, estimated from its characters (no font is at hand when the site is
 * built). Generous, so that a box always holds its text: CJK characters are a full em.
 */
export function textWidth(text: string, size: number, monospace = false): number {
  let ems = 0;
  for (const char of text) {
    if (/[\u2e80-\u9fff\uff00-\uffef]/.test(char)) ems += 1;
    else if (monospace) ems += 0.62;
    else if (/[A-Z]/.test(char)) ems += 0.72;
    else if (/[a-z0-9]/.test(char)) ems += 0.6;
    else ems += 0.36;
  }
  return Math.ceil(ems * size);
}

interface Point {
  x: number;
  y: number;
}

export interface DiagramLayout {
  width: number;
  height: number;
  /** Boxes by their top-left corner. */
  nodes: {
    id: string;
    title: string;
    family: string;
    x: number;
    y: number;
    width: number;
    height: number;
  }[];
  edges: {id: string; type: string; points: Point[]; label: Point & {width: number}}[];
}

type Direction = 'LR' | 'TB';

/**
 * Every box is wide enough for the longest family label of any locale, so that a flow is laid out
 * the same in every locale (titles are component names, the same everywhere).
 */
let minNodeWidth: number | undefined;
const nodeMinWidth = (): number =>
  (minNodeWidth ??=
    Math.max(
      ...FAMILIES.flatMap((family) =>
        builtLocales.map((locale) => textWidth(familyLabel(family, locale), FAMILY_SIZE)),
      ),
    ) +
    2 * NODE_PADDING);

function layoutIn(flow: DrawnFlow, rankdir: Direction): DiagramLayout {
  const graph = new dagre.graphlib.Graph({multigraph: true});
  graph.setGraph({
    rankdir,
    nodesep: 24,
    edgesep: 16,
    ranksep: 28,
    marginx: MARGIN,
    marginy: MARGIN,
  });
  for (const node of flow.nodes) {
    graph.setNode(node.id, {
      width: Math.max(nodeMinWidth(), textWidth(node.title, TITLE_SIZE) + 2 * NODE_PADDING),
      height: NODE_HEIGHT,
    });
  }
  for (const edge of flow.edges) {
    const width = textWidth(edge.type, LABEL_SIZE, true) + 12;
    graph.setEdge(
      {v: edge.source, w: edge.target, name: edge.id},
      {width, height: LABEL_HEIGHT, labelpos: 'c'},
    );
  }
  dagre.layout(graph);
  const size = graph.graph() as {width: number; height: number};
  return {
    width: Math.ceil(size.width),
    height: Math.ceil(size.height),
    nodes: flow.nodes.map((node) => {
      const {x, y, width, height} = graph.node(node.id) as Required<Point> & {
        width: number;
        height: number;
      };
      return {...node, x: x - width / 2, y: y - height / 2, width, height};
    }),
    edges: flow.edges.map((edge) => {
      const placed = graph.edge({v: edge.source, w: edge.target, name: edge.id}) as {
        points: Point[];
        x: number;
        y: number;
        width: number;
      };
      return {
        id: edge.id,
        type: edge.type,
        points: placed.points,
        label: {x: placed.x, y: placed.y, width: placed.width},
      };
    }),
  };
}

/**
 * The width of the docs column beside the sidebar and the table of contents in a window 1440 px
 * wide, and the smallest a title may be drawn there: a wider diagram is scaled down to the column.
 */
export const COLUMN_WIDTH = 800;
export const MIN_TITLE_SIZE = 11;

/** The size a node title is drawn at in the column, in pixels. */
export const titleSizeInColumn = (layout: DiagramLayout): number =>
  TITLE_SIZE * Math.min(1, COLUMN_WIDTH / layout.width);

/**
 * Left to right, as flows read on the canvas; top to bottom when left to right would be scaled so
 * far down that titles drop below MIN_TITLE_SIZE and top to bottom draws them larger.
 */
export function layoutFlow(flow: DrawnFlow): DiagramLayout {
  const across = layoutIn(flow, 'LR');
  if (titleSizeInColumn(across) >= MIN_TITLE_SIZE) return across;
  const down = layoutIn(flow, 'TB');
  return titleSizeInColumn(down) > titleSizeInColumn(across) ? down : across;
}

const round = (value: number): string => String(Math.round(value * 10) / 10);

/** A smooth curve through `points` (Catmull-Rom as cubic Béziers). */
function curve(points: readonly Point[]): string {
  const at = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))]!;
  let path = `M${round(at(0).x)} ${round(at(0).y)}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const [before, from, to, after] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = {x: from.x + (to.x - before.x) / 6, y: from.y + (to.y - before.y) / 6};
    const c2 = {x: to.x - (after.x - from.x) / 6, y: to.y - (after.y - from.y) / 6};
    path += ` C${round(c1.x)} ${round(c1.y)} ${round(c2.x)} ${round(c2.y)} ${round(to.x)} ${round(to.y)}`;
  }
  return path;
}

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The SVG of `layout` in `palette`, titled and described in `locale` for assistive technology. */
export function flowSvg(
  flow: DrawnFlow,
  layout: DiagramLayout,
  palette: DiagramPalette,
  locale: BuiltLocale,
): string {
  const {width, height} = layout;
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="title desc">`,
    `<title id="title">${escape(flowDiagramTitle(flow, locale))}</title>`,
    `<desc id="desc">${escape(flowAltText(flow, locale))}</desc>`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${palette.edge}"/></marker></defs>`,
    `<g fill="none" stroke="${palette.edge}" stroke-width="2">`,
    ...layout.edges.map(
      (edge) =>
        `<path data-edge="${escape(edge.id)}" d="${curve(edge.points)}" marker-end="url(#arrow)"/>`,
    ),
    '</g>',
    `<g font-family="${escape(palette.monospaceFamily)}" font-size="${LABEL_SIZE}" text-anchor="middle">`,
    ...layout.edges.map(
      ({type, label}) =>
        `<rect x="${round(label.x - label.width / 2)}" y="${round(label.y - LABEL_HEIGHT / 2)}" width="${round(label.width)}" height="${LABEL_HEIGHT}" rx="${LABEL_HEIGHT / 2}" fill="${palette.page}" stroke="${palette.edge}"/>` +
        `<text x="${round(label.x)}" y="${round(label.y + LABEL_SIZE * 0.35)}" fill="${palette.edge}">${escape(type)}</text>`,
    ),
    '</g>',
    `<g font-family="${escape(palette.fontFamily)}" text-anchor="middle">`,
    ...layout.nodes.map((node) => {
      const middle = node.x + node.width / 2;
      return (
        `<rect data-node="${escape(node.id)}" x="${round(node.x)}" y="${round(node.y)}" width="${round(node.width)}" height="${round(node.height)}" rx="10" fill="${palette.nodeFill}" stroke="${palette.nodeBorder}" stroke-width="1.5"/>` +
        `<text x="${round(middle)}" y="${round(node.y + 24)}" font-size="${TITLE_SIZE}" font-weight="600" fill="${palette.text}">${escape(node.title)}</text>` +
        `<text x="${round(middle)}" y="${round(node.y + 42)}" font-size="${FAMILY_SIZE}" fill="${palette.mutedText}">${escape(node.family)}</text>`
      );
    }),
    '</g>',
    '</svg>',
  ];
  return `${lines.join('\n')}\n`;
}
