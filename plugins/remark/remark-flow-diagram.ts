/**
 * `<FlowDiagram path="examples/flows/basic-prompting.json" />` shows the diagram of a shipped flow,
 * drawn from its file (plugins/docusaurus/flow-files.ts draws it in each locale and colour mode): when the page is
 * compiled, the element gets the URLs of the light and dark pictures of the page's locale, their
 * size, and alt text generated from the graph in that locale, so the picture and its words can
 * never disagree with the flow. src/components/FlowDiagram renders them. A path that is not a flow
 * of examples/flows/, or a flow that is not valid, fails the build, naming the page and the line.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {basename, join, posix} from 'node:path';

import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import type {Node} from 'unist';

import type {BuiltLocale} from '../../data/site';
import {drawnFlow, flowAltText} from '../flows/describe';
import {layoutFlow} from '../flows/diagram';
import {FLOWS_DIR, flowDiagramUrl} from '../docusaurus/flow-files';
import {expressionAttribute, forEachJsxElement, stringAttribute} from '../helpers/mdastNodes';
import {SITE_DIR} from '../helpers/siteDir';

const ELEMENT = 'FlowDiagram';
/** The one form the element takes, shown when a page writes it otherwise. */
const USAGE = `<${ELEMENT} path="…" />`;

const stringProp = (name: string, value: string): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

/** The flow file an element names, checked: a `.json` file of examples/flows/. */
function flowFile(path: string | null | undefined, where: string, siteDir: string): string {
  if (typeof path !== 'string') {
    throw new Error(
      `<${ELEMENT}> in ${where} needs path="${FLOWS_DIR}/….json", written as a string.`,
    );
  }
  const file = join(siteDir, path);
  const inFlows =
    posix.normalize(path) === path && posix.dirname(path) === FLOWS_DIR && path.endsWith('.json');
  if (!inFlows || !existsSync(file) || !statSync(file).isFile()) {
    throw new Error(
      `<${ELEMENT} path="${path}"> in ${where}: no such flow in ${FLOWS_DIR}/ (write the path from the repository root, such as ${FLOWS_DIR}/basic-prompting.json).`,
    );
  }
  return file;
}

/** `siteDir` is the repository root unless a test names another. */
const remarkFlowDiagram: Plugin<[{locale: BuiltLocale; siteDir?: string}], Node> = ({
  locale,
  siteDir = SITE_DIR,
}) => {
  /** Gives an element the URLs, size and alt text of its flow's pictures. */
  const fill = (element: MdxJsxFlowElement, where: string): void => {
    const path = stringAttribute(element, 'path');
    const file = flowFile(path, where, siteDir);
    let flow;
    try {
      flow = drawnFlow(path!, JSON.parse(readFileSync(file, 'utf8')), locale);
    } catch (error) {
      throw new Error(`<${ELEMENT} path="${path}"> in ${where}: ${(error as Error).message}`);
    }
    const {width, height} = layoutFlow(flow);
    const name = basename(file, '.json');
    element.attributes = [
      stringProp('light', flowDiagramUrl(name, locale, 'light')),
      stringProp('dark', flowDiagramUrl(name, locale, 'dark')),
      stringProp('alt', flowAltText(flow, locale)),
      expressionAttribute('width', width),
      expressionAttribute('height', height),
    ];
  };
  return (tree, vfile) => forEachJsxElement(tree, ELEMENT, vfile, fill, {selfClosing: USAGE});
};

export default remarkFlowDiagram;
