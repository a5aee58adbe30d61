/**
 * A code block's lines as the theme's CodeBlock/Line renders them, as HTML: the markup of code
 * highlighted at build time (plugins/docusaurus/code-highlight/highlight.ts) and of plain text drawn in the
 * browser (features/api-reference/browser/LazyCodeBlock.tsx), both shown by src/theme/CodeBlock.
 */
import {escapeText, unescapeText} from '../utils/escapeHtml';

/** One token of a line, as prism-react-renderer's `normalizeTokens` returns it. */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

export interface LineOptions {
  /** Extra classes of each line (highlighted lines), as the theme's `parseLines` returns them. */
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
}

const isPlain = ({types}: Token): boolean => types.length === 1 && types[0] === 'plain';

/**
 * One token as prism-react-renderer's getTokenProps renders it, without the theme's inline colours:
 * its types are the short classes of plugins/docusaurus/code-highlight/tokenClasses.ts. Plain text needs no
 * span: its colour is the block's, and in long examples the spans around spaces and punctuation
 * weighed as much as the code.
 */
function tokenHtml(token: Token): string {
  if (isPlain(token)) return escapeText(token.content);
  const classes = token.types.join(' ');
  const attribute = token.types.length === 1 ? classes : `"${classes}"`;
  return `<span class=${attribute}>${escapeText(token.content)}</span>`;
}

/** A line's tokens without empty ones, neighbours of the same types merged into one. */
function compactTokens(line: readonly Token[]): Token[] {
  const merged: Token[] = [];
  for (const token of line) {
    if (!token.empty && token.content === '') continue;
    const previous = merged.at(-1);
    if (previous && !previous.empty && !token.empty && previous.types.join() === token.types.join())
      merged[merged.length - 1] = {...previous, content: previous.content + token.content};
    else merged.push(token);
  }
  return merged;
}

/**
 * The inner HTML of a code block's `<code>`. Token colours come from classes
 * (plugins/docusaurus/code-highlight/tokenCss.ts), so one markup serves the light and the dark theme.
 * - A block without highlighted lines or line numbers is its lines joined by newlines, which the
 *   `<pre>` keeps: a `<span class="token-line">…<br></span>` around each line drew the same.
 * - Otherwise each line is a `token-line` with its classes, as the theme renders it. The
 *   line-number classes (`code-line`…) stand for the theme's CSS module classes, which
 *   src/theme/CodeBlock puts in their place.
 */
export function linesHtml(
  lines: Token[][],
  {lineClassNames, showLineNumbers}: LineOptions,
): string {
  const tokens = lines.map((line) =>
    compactTokens(line)
      .filter((token) => !token.empty)
      .map(tokenHtml)
      .join(''),
  );
  if (!showLineNumbers && Object.keys(lineClassNames).length === 0) return tokens.join('\n');
  return tokens
    .map((content, index) => {
      const classes = ['token-line', ...(lineClassNames[index] ?? [])];
      // An empty line keeps its height: the theme renders it as an empty inline-block token.
      const text = content || '<span style="display:inline-block"></span>';
      if (!showLineNumbers) return `<span class="${classes.join(' ')}">${text}<br></span>`;
      classes.push('code-line');
      return `<span class="${classes.join(' ')}"><span class="code-line-number"></span><span class="code-line-content">${text}</span><br></span>`;
    })
    .join('');
}

/** Unhighlighted code as lines of one plain token each: what `normalizeTokens([code])` returns. */
export function plainLines(code: string): Token[][] {
  return code
    .split('\n')
    .map((content) => [
      content === '' ? {types: ['plain'], content: '\n', empty: true} : {types: ['plain'], content},
    ]);
}

/**
 * The code of lines rendered by `linesHtml`, as written: what a code block's copy button copies.
 * Pages carry their code once, as these lines, rather than again as text beside them.
 */
export function linesText(html: string): string {
  const text = html.includes('<br>')
    ? html
        .replace(/<br>/g, '\n')
        .replace(/<[^>]*>/g, '')
        .replace(/\n$/, '')
    : html.replace(/<[^>]*>/g, '');
  return unescapeText(text);
}
