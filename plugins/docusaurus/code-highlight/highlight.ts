/**
 * Syntax highlighting at build time: the same Prism instance and languages that the theme's
 * CodeBlock uses in the browser (prism-react-renderer's, plus plugins/docusaurus/code-highlight/prismThemes.ts's
 * `prismLanguages` from prismjs), and the same line and token markup, so a code block looks as
 * the theme draws it while no highlighter ships to the reader.
 */
import {normalizeTokens, Prism} from 'prism-react-renderer';

import {prismLanguages} from './prismThemes';
import {linesHtml, plainLines, type LineOptions, type Token} from '../../../src/code/lineMarkup';
import {tokenClasses} from './tokenClasses';

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

/** The languages a code fence may name: every grammar Prism knows, with their aliases. */
export function knownLanguages(): string[] {
  return Object.keys(Prism.languages).filter(
    (name) => typeof Prism.languages[name] === 'object' && name !== 'DFS',
  );
}

/**
 * A token with the short classes of the types a colour rule selects (./tokenClasses.ts). Prism also
 * names grammars and nesting (`script language-javascript`…) that no rule reads; a token left with
 * none is plain text.
 */
function styledToken(token: Token): Token {
  const classes = tokenClasses(token.types);
  return {...token, types: classes.length > 0 ? classes : ['plain']};
}

/**
 * The inner HTML of a code block's `<code>`, highlighted: the theme's line and token markup
 * (src/code/lineMarkup.ts) around Prism's tokens, keeping the classes that colour them.
 */
export function highlightToHtml(code: string, language: string, options: LineOptions): string {
  const grammar = Prism.languages[language];
  if (!grammar) return linesHtml(plainLines(code), options);
  const env = {code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return linesHtml(
    normalizeTokens(env.tokens).map((line) => line.map(styledToken)),
    options,
  );
}
