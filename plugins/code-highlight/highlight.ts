/**
 * Syntax highlighting at build time: the same Prism instance and languages that the theme's
 * CodeBlock uses in the browser (prism-react-renderer's, plus src/css/prismThemes.ts's
 * `prismLanguages` from prismjs), and the same line and token markup, so a code block looks as
 * the theme draws it while no highlighter ships to the reader.
 */
import {normalizeTokens, Prism} from 'prism-react-renderer';

import {prismLanguages} from '../../src/css/prismThemes';
import {escapeHtml} from '../../src/utils/escapeHtml';

// prismjs language files register themselves on a global Prism, as the theme's
// prism-include-languages does in the browser.
const globals = globalThis as {Prism?: typeof Prism};
const previousPrism = globals.Prism;
globals.Prism = Prism;
for (const language of prismLanguages) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- prismjs ships CommonJS side effects only
  require(`prismjs/components/prism-${language}`);
}
if (previousPrism === undefined) delete globals.Prism;
else globals.Prism = previousPrism;

type Token = ReturnType<typeof normalizeTokens>[number][number];

/** The languages a code fence may name: every grammar Prism knows, with their aliases. */
export function knownLanguages(): string[] {
  return Object.keys(Prism.languages).filter(
    (name) => typeof Prism.languages[name] === 'object' && name !== 'DFS',
  );
}

/** One token as prism-react-renderer's getTokenProps renders it, without the theme's inline colours. */
function tokenHtml({types, content, empty}: Token): string {
  // An empty line keeps its height: the theme renders it as an empty inline-block token.
  const style = empty ? ' style="display:inline-block"' : '';
  return `<span class="token ${types.join(' ')}"${style}>${empty ? '' : escapeHtml(content)}</span>`;
}

export interface HighlightOptions {
  /** Extra classes of each line (highlighted lines), as the theme's `parseLines` returns them. */
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
}

/**
 * The inner HTML of a code block's `<code>`: one `token-line` per line, as the theme's
 * CodeBlock/Line renders it. Token colours come from classes (plugins/code-highlight/tokenCss.ts),
 * so one markup serves the light and the dark theme. The line-number classes (`code-line`…) stand
 * for the theme's CSS module classes, which src/theme/CodeBlock puts in their place.
 */
export function highlightToHtml(
  code: string,
  language: string,
  {lineClassNames, showLineNumbers}: HighlightOptions,
): string {
  const grammar = Prism.languages[language];
  let lines: Token[][];
  if (grammar) {
    const env = {code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
    Prism.hooks.run('before-tokenize', env);
    env.tokens = Prism.tokenize(code, grammar);
    Prism.hooks.run('after-tokenize', env);
    lines = normalizeTokens(env.tokens);
  } else {
    lines = normalizeTokens([code]);
  }
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
