/**
 * The remark steps of the release notes. On a guide: `<ReleaseNotes minor="1.4" />` becomes that
 * minor release's notes, `<ReleaseList />` the list of every release, and each
 * `<ComponentDetails id="…" />` gets its component's marks before it. On an API operation page:
 * the operation's marks after its method and path, in place of the generator's own deprecation
 * notice. A name the record lacks fails the build, naming the page.
 */
import {basename} from 'node:path';

import type {Parent, TableCell} from 'mdast';
import {toString} from 'mdast-util-to-string';
import type {Plugin} from 'unified';
import type {Node} from 'unist';

import {componentsById} from '../../../data/components';
import {deprecatedSubjects, deprecationOf, minorReleases} from '../../../data/releases';
import type {BuiltLocale} from '../../../data/site';
import {parseInline} from '../../../plugins/helpers/commonMark';
import {
  forEachJsxElement,
  isJsxElement,
  nodesWhere,
  stringAttribute,
} from '../../../plugins/helpers/mdastNodes';
import {deprecatedInCell} from './labels';
import {releaseMarks} from './marks';
import {minorReleaseNodes, releaseListNodes} from './notes';
import type {Operation} from '../../../plugins/helpers/openApiOperations';

export interface ReleaseStepOptions {
  locale: BuiltLocale;
  operations: readonly Operation[];
}

export const remarkReleaseNotes: Plugin<[ReleaseStepOptions], Node> =
  ({locale, operations}) =>
  (tree, file) => {
    forEachJsxElement(tree, 'ReleaseNotes', file, (element, where) => {
      const minor = stringAttribute(element, 'minor');
      if (!minorReleases.some((each) => each.minor === minor)) {
        throw new Error(
          `<ReleaseNotes minor="${String(minor)}"> in ${where}: the record has no such minor release (${minorReleases.map((each) => each.minor).join(', ')}).`,
        );
      }
      return minorReleaseNodes(minor!, locale, operations);
    });
    forEachJsxElement(tree, 'ReleaseList', file, () => releaseListNodes(locale, operations));
    markDeprecatedInTables(tree, locale);
    forEachJsxElement(tree, 'ComponentDetails', file, (element) => {
      const id = stringAttribute(element, 'id');
      // remark-component-details names a missing or malformed id.
      if (typeof id !== 'string') return;
      return [...releaseMarks({component: id}, locale, operations), element];
    });
  };

/** The deprecated components by their name, the words a table cell names them with. */
const deprecatedByName = new Map(
  deprecatedSubjects.flatMap((subject) => {
    const component = 'component' in subject && componentsById.get(subject.component);
    return component ? [[component.name, subject] as const] : [];
  }),
);

/**
 * A table cell that names a deprecated component, as a family page's "You want to… | Use" table
 * does, gets "(deprecated in 1.4)" after the name, linking to the deprecations of that release.
 */
function markDeprecatedInTables(tree: Node, locale: BuiltLocale): void {
  const cells = nodesWhere(tree, (node): node is TableCell => node.type === 'tableCell');
  for (const cell of cells) {
    const subject = deprecatedByName.get(toString(cell).trim());
    if (!subject) continue;
    const {version} = deprecationOf(subject)!;
    cell.children.push(...parseInline(deprecatedInCell(version)[locale]));
  }
}

/** The generator's notice on a deprecated operation (`:::caution deprecated`), replaced by ours. */
const isGeneratorNotice = (node: Node): boolean => {
  const directive = node as {type: string; name?: string; data?: {hProperties?: {title?: unknown}}};
  return (
    directive.type === 'containerDirective' &&
    directive.name === 'caution' &&
    directive.data?.hProperties?.title === 'deprecated'
  );
};

export const remarkOperationMarks: Plugin<[ReleaseStepOptions], Node> =
  ({locale, operations}) =>
  (tree, file) => {
    const page = basename(file.path ?? '').replace(/\.api\.mdx$/, '');
    const operation = operations.find((each) => each.page === page);
    if (!operation) return; // the index and the tag pages
    const subject = {operation: operation.operationId};
    if (operation.deprecated !== Boolean(deprecationOf(subject))) {
      throw new Error(
        `${operation.method} ${operation.path} (${operation.operationId}) is ${operation.deprecated ? '' : 'not '}deprecated in openapi.json, but the release record says ${operation.deprecated ? 'nothing of a deprecation' : 'it is'}: make the two agree.`,
      );
    }
    const root = tree as Parent;
    root.children = root.children.filter((node) => !isGeneratorNotice(node));
    const endpoint = root.children.findIndex((node) => isJsxElement(node, 'MethodEndpoint'));
    root.children.splice(endpoint + 1, 0, ...releaseMarks(subject, locale, operations));
  };
