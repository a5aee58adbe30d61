/**
 * Highlights every fenced code block at build time. The block's `<code>` gets:
 * - `highlighted`: its lines as HTML (./highlight.ts), which src/theme/CodeBlock renders as is;
 * - `title` and `showLineNumbers`, read from the fence's meta string as the theme reads them;
 * - no text: the copy button reads the code from the lines (src/code/lineMarkup.ts `linesText`), so
 *   the page's HTML and JS carry it once. Magic comments (`highlight-next-line`…) only mark lines.
 * A language Prism does not know fails the build, naming the file and the line.
 */
import {dirname, join} from 'node:path';

import {DEFAULT_CONFIG} from '@docusaurus/theme-classic/lib/options';
import type * as ThemeInternals from '@docusaurus/theme-common/internal';
import type {Code, Root} from 'mdast';
import type {Plugin} from 'unified';
import {nodesWhere} from '../../helpers/mdastNodes';
import {highlightToHtml, knownLanguages} from './highlight';

// The theme's own meta-string and magic-comment parsing. theme-common exports it only through
// its `internal` entry point, which also loads React components; the file itself holds plain functions.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {containsLineNumbers, parseCodeBlockTitle, parseLines} = require(
  join(dirname(require.resolve('@docusaurus/theme-common')), 'utils/codeBlockUtils.js'),
) as Pick<typeof ThemeInternals, 'containsLineNumbers' | 'parseCodeBlockTitle' | 'parseLines'>;

/** Code without a language is plain text, as in the theme. */
const PLAIN = 'text';

const remarkCodeHighlight: Plugin<[], Root> = () => {
  const languages = new Set(knownLanguages());
  return (tree, file) => {
    for (const node of nodesWhere(tree, (node): node is Code => node.type === 'code')) {
      const language = (node.lang ?? PLAIN).toLowerCase();
      if (!languages.has(language)) {
        const where = `${file.path ?? 'a Markdown file'}:${node.position?.start.line ?? '?'}`;
        throw new Error(
          `Code block in ${where} names the language "${node.lang}", which Prism does not know. ` +
            `Use one of Prism's languages, or add it to prismLanguages in plugins/docusaurus/code-highlight/prismThemes.ts.`,
        );
      }
      const metastring = node.meta ?? undefined;
      const {code, lineClassNames} = parseLines(node.value, {
        metastring,
        language,
        magicComments: DEFAULT_CONFIG.prism.magicComments,
      });
      const showLineNumbers = containsLineNumbers(metastring);
      node.lang = language;
      node.value = code;
      node.data = {
        ...node.data,
        hChildren: [],
        hProperties: {
          ...node.data?.hProperties,
          highlighted: highlightToHtml(code, language, {lineClassNames, showLineNumbers}),
          title: parseCodeBlockTitle(metastring) || undefined,
          showLineNumbers: showLineNumbers || undefined,
        },
      };
    }
  };
};

export default remarkCodeHighlight;
