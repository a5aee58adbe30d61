/**
 * `<ExampleFile path="examples/deploy/compose/compose.yaml" />` shows a file of examples/ on a page
 * from the file itself, read when the page is compiled: a code block with the language of its name
 * and the file name as title (highlighted by plugins/docusaurus/code-highlight, which runs after this plugin),
 * and a link that downloads the file where plugins/docusaurus/example-files.ts serves it. The page holds no
 * second copy. `title="…"` replaces the file name as title. A path that is not a file of examples/
 * fails the build, naming the page and the line.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {basename, extname, join, posix} from 'node:path';

import type {Code} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import type {Node} from 'unist';

import {l} from '../../data/components/localized';
import type {BuiltLocale} from '../../data/site';
import {EXAMPLES_DIR, exampleFileUrl} from '../docusaurus/example-files';
import {forEachJsxElement, stringAttribute} from '../helpers/mdastNodes';
import {SITE_DIR} from '../helpers/siteDir';

const ELEMENT = 'ExampleFile';
/** The one form the element takes, shown when a page writes it otherwise. */
const USAGE = `<${ELEMENT} path="…" />`;

/** The code block language of a file: by its whole name first, then by its extension. */
const LANGUAGE_BY_NAME: Record<string, string> = {Dockerfile: 'docker'};
const LANGUAGE_BY_EXTENSION: Record<string, string> = {
  '.yaml': 'yaml',
  '.yml': 'yaml',
  '.json': 'json',
  '.sh': 'bash',
  '.md': 'markdown',
  '.txt': 'text',
  '.toml': 'toml',
  '.py': 'python',
};

const downloadLabel = l('Download {file}', '下载 {file}');

export function exampleFileLanguage(path: string): string | undefined {
  const name = basename(path);
  return LANGUAGE_BY_NAME[name] ?? LANGUAGE_BY_EXTENSION[extname(name)];
}

const stringProp = (name: string, value: string): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

/** The file an element names, checked: a file of examples/, by a path that stays inside it. */
function exampleFile(path: string | null | undefined, where: string): string {
  if (typeof path !== 'string') {
    throw new Error(
      `<${ELEMENT}> in ${where} needs path="${EXAMPLES_DIR}/…", written as a string.`,
    );
  }
  const file = join(SITE_DIR, path);
  const insideExamples = posix.normalize(path) === path && path.startsWith(`${EXAMPLES_DIR}/`);
  if (!insideExamples || !existsSync(file) || !statSync(file).isFile()) {
    throw new Error(
      `<${ELEMENT} path="${path}"> in ${where}: no such file in ${EXAMPLES_DIR}/ (write the path from the repository root, such as ${EXAMPLES_DIR}/deploy/compose/compose.yaml).`,
    );
  }
  return file;
}

const remarkExampleFile: Plugin<[{locale: BuiltLocale}], Node> = ({locale}) => {
  /** Gives an element its file's code block, and the props of the link that downloads the file. */
  const fill = (element: MdxJsxFlowElement, where: string): void => {
    const path = stringAttribute(element, 'path');
    const file = exampleFile(path, where);
    const language = exampleFileLanguage(file);
    if (!language) {
      throw new Error(
        `<${ELEMENT} path="${path}"> in ${where}: no code language for this kind of file; add its extension to plugins/remark/remark-example-file.ts.`,
      );
    }
    const fileName = basename(file);
    const title = stringAttribute(element, 'title') ?? fileName;
    if (title === null || title.includes('"')) {
      throw new Error(`<${ELEMENT}> in ${where}: title="…" must be a string without quotes.`);
    }
    const code: Code = {
      type: 'code',
      lang: language,
      meta: `title="${title}"`,
      value: readFileSync(file, 'utf8').replace(/\n$/, ''),
    };
    element.attributes = [
      stringProp('href', exampleFileUrl(path!)),
      stringProp('fileName', fileName),
      stringProp('label', downloadLabel[locale].replace('{file}', fileName)),
    ];
    element.children = [code];
  };
  return (tree, vfile) => forEachJsxElement(tree, ELEMENT, vfile, fill, {selfClosing: USAGE});
};

export default remarkExampleFile;
