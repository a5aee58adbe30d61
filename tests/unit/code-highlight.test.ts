/**
 * Code highlighted at build time (plugins/code-highlight): the markup src/theme/CodeBlock renders,
 * the fence's options, and the stylesheet generated from the code themes.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {normalizeTokens, Prism} from 'prism-react-renderer';

import {remarkCodeHighlight} from '../../plugins/code-highlight';
import {highlightToHtml} from '../../plugins/code-highlight/highlight';
import {tokenCss} from '../../plugins/code-highlight/tokenCss';
import {plainLines} from '../../src/code/lineMarkup';
import {darkCodeTheme, lightCodeTheme} from '../../src/css/prismThemes';
import {compileMdx} from './compileMdx';

const compile = (mdx: string): Promise<string> => compileMdx(mdx, [remarkCodeHighlight]);

const noLines = {lineClassNames: {}, showLineNumbers: false};

test('tokens carry their Prism types as classes, and the text is escaped', () => {
  const html = highlightToHtml('echo "<b>&"', 'bash', noLines);
  assert.match(html, /^<span class="token-line">/);
  assert.match(html, /<span class="token builtin class-name">echo<\/span>/);
  assert.match(html, /<span class="token string">"&lt;b&gt;&amp;"<\/span>/);
  assert.doesNotMatch(html, /<b>/);
});

test('one line per source line; an empty line keeps its height', () => {
  const html = highlightToHtml('a = 1\n\nb = 2', 'python', noLines);
  assert.equal(html.match(/class="token-line"/g)?.length, 3);
  assert.match(html, /<span class="token plain" style="display:inline-block"><\/span><br>/);
});

test('text without a grammar is its escaped text a line, without token spans', () => {
  assert.equal(
    highlightToHtml('x < y', 'text', noLines),
    '<span class="token-line">x &lt; y<br></span>',
  );
});

test('plain text goes without a span, and neighbours of one kind share one', () => {
  const html = highlightToHtml('export A=1 B=2', 'bash', noLines);
  assert.doesNotMatch(html, /token plain/);
  assert.doesNotMatch(html, /<span class="token [^"]*"><\/span>/);
  // Each token's text is in the markup once, in order: nothing is lost in compacting.
  assert.equal(html.replace(/<[^>]+>/g, ''), 'export A=1 B=2');
  assert.doesNotMatch(html, /<span class="(token [^"]+)">[^<]*<\/span><span class="\1">/);
});

test('tokens keep only the classes a colour rule selects; a token left with none is plain text', () => {
  const styled = new Set(
    [lightCodeTheme, darkCodeTheme].flatMap((theme) => theme.styles.flatMap(({types}) => types)),
  );
  const code = '<script>let a = 1;</script>';
  const html = highlightToHtml(code, 'markup', noLines);
  // Prism names the embedded grammar on each of its tokens; no rule of the stylesheet reads it.
  assert.match(
    JSON.stringify(normalizeTokens(Prism.tokenize(code, Prism.languages.markup!))),
    /language-javascript/,
  );
  assert.doesNotMatch(html, /class="[^"]*(language-javascript|script)/);
  const classes = [...html.matchAll(/<span class="token ([^"]+)">/g)].flatMap(([, c]) =>
    c!.split(' '),
  );
  assert.ok(classes.length > 0);
  for (const type of classes) assert.ok(styled.has(type), `unstyled class ${type}`);
  // The variable name \`a\` is a token Prism types as nothing the themes colour: it stays bare text.
  assert.equal(html.replace(/<[^>]+>/g, ''), code.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  assert.match(html, /<\/span> a <span/);
});

test('highlighted lines and line numbers', () => {
  const html = highlightToHtml('one\ntwo', 'text', {
    lineClassNames: {1: ['theme-code-block-highlighted-line']},
    showLineNumbers: true,
  });
  assert.match(html, /<span class="token-line theme-code-block-highlighted-line code-line">/);
  assert.equal(html.match(/<span class="code-line-number"><\/span>/g)?.length, 2);
});

test('a fence gets its highlighted lines, title and numbering, without the magic comments', async () => {
  const out = await compile(
    [
      '```python title="run.py" showLineNumbers',
      'import os',
      '# highlight-next-line',
      'print(os.getcwd())',
      '```',
    ].join('\n'),
  );
  assert.match(out, /highlighted: "<span class=\\"token-line code-line\\">/);
  assert.match(out, /token-line theme-code-block-highlighted-line code-line/);
  assert.match(out, /title: "run.py"/);
  assert.match(out, /showLineNumbers: true/);
  assert.match(out, /children: "import os\\nprint\(os.getcwd\(\)\)\\n"/);
  assert.doesNotMatch(out, /highlight-next-line/);
});

test('a fence without a language is plain text', async () => {
  assert.match(await compile('```\nplain\n```'), /className: "language-text"/);
});

test('a language Prism does not know fails the build with the file and the line', async () => {
  await assert.rejects(
    compile('Intro\n\n```pyhton\nprint(1)\n```'),
    /page\.mdx:3 names the language "pyhton", which Prism does not know/,
  );
});

test('the stylesheet colours every token type of both themes, per colour mode', () => {
  const css = tokenCss({light: lightCodeTheme, dark: darkCodeTheme});
  for (const [mode, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    assert.ok(
      css.includes(
        `[data-theme='${mode}'] .theme-code-block{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`,
      ),
    );
    assert.ok(theme.styles.length > 0, `${mode}: the theme has token styles`);
    for (const {types, languages, style} of theme.styles) {
      const scope = languages ? ` .language-${languages[0]}` : '';
      for (const type of types) {
        const selector = `[data-theme='${mode}']${scope} .token.${type}`;
        // The colour is in a rule of this type's selector, not merely somewhere in the sheet.
        const rules = css
          .split('\n')
          .filter((rule) => rule.split('{')[0]!.split(',').includes(selector));
        assert.ok(rules.length > 0, selector);
        if (style.color)
          assert.ok(
            rules.some((rule) =>
              rule
                .slice(rule.indexOf('{') + 1, -1)
                .split(';')
                .includes(`color:${style.color}`),
            ),
            `${selector}: ${style.color}`,
          );
      }
    }
  }
});

test('a later theme entry wins, as in prism-react-renderer: the recoloured comment comes last', () => {
  const css = tokenCss({light: lightCodeTheme, dark: darkCodeTheme});
  const light = css.slice(css.indexOf("[data-theme='light']"), css.indexOf("[data-theme='dark']"));
  const comments = [...light.matchAll(/\.token\.comment[^{]*\{color:([^;}]+)/g)].map(([, c]) => c);
  assert.equal(comments.at(-1), '#007000');
});

test('plain lines are what prism-react-renderer makes of unhighlighted code', () => {
  for (const code of ['one', 'one\ntwo', 'a\n\nb\n', '\n', '  indented\n\ttab\n\n\nend']) {
    assert.deepEqual(plainLines(code), normalizeTokens([code]), JSON.stringify(code));
  }
});
