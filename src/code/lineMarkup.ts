/**
 * A code block's lines as the theme's CodeBlock/Line renders them, as HTML: the markup of code
 * highlighted at build time (plugins/code-highlight/highlight.ts) and of plain text drawn in the
 * browser (src/code/LazyCodeBlock.tsx), both shown by src/theme/CodeBlock.
 */
import {escapeHtml} from '../utils/escapeHtml';

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

/** One token as prism-react-renderer's getTokenProps renders it, without the theme's inline colours. */
function tokenHtml({types, content, empty}: Token): string {
  // An empty line keeps its height: the theme renders it as an empty inline-block token.
  const style = empty ? ' style="display:inline-block"' : '';
  return `<span class="token ${types.join(' ')}"${style}>${empty ? '' : escapeHtml(content)}</span>`;
}

/**
 * The inner HTML of a code block's `<code>`: one `token-line` per line. Token colours come from
 * classes (plugins/code-highlight/tokenCss.ts), so one markup serves the light and the dark theme.
 * The line-number classes (`code-line`…) stand for the theme's CSS module classes, which
 * src/theme/CodeBlock puts in their place.
 */
export function linesHtml(
  lines: Token[][],
  {lineClassNames, showLineNumbers}: LineOptions,
): string {
  return lines
    .map((line, index) => {
      const classes = ['token-line', ...(lineClassNames[index] ?? [])];
      const tokens = line.map(tokenHtml).join('');
      if (!showLineNumbers) return `<span class="${classes.join(' ')}">${tokens}<br></span>`;
      classes.push('code-line');
      return `<span class="${classes.join(' ')}"><span class="code-line-number"></span><span class="code-line-content">${tokens}</span><br></span>`;
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
