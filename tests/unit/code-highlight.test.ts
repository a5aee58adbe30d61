/**
 * Code highlighted at build time (plugins/docusaurus/code-highlight): the markup src/theme/CodeBlock renders,
 * the fence's options, and the stylesheet generated from the code themes.
 */
import assert from 'node:assert/strict';
import {resolve} from 'node:path';
import {test} from 'node:test';

import {normalizeTokens, Prism} from 'prism-react-renderer';

import {BROWSER_HIGHLIGHTER} from '../../features/api-reference/build/chunks';
import {remarkCodeHighlight} from '../../plugins/docusaurus/code-highlight';
import {highlightToHtml} from '../../plugins/docusaurus/code-highlight/highlight';
import {TOKEN_CLASSES} from '../../plugins/docusaurus/code-highlight/tokenClasses';
import {tokenCss} from '../../plugins/docusaurus/code-highlight/tokenCss';
import {linesText, plainLines} from '../../src/code/lineMarkup';
import {darkCodeTheme, lightCodeTheme} from '../../plugins/docusaurus/code-highlight/prismThemes';
import {compileMdx} from './compileMdx';

const compile = (mdx: string): Promise<string> => compileMdx(mdx, [remarkCodeHighlight]);

const noLines = {lineClassNames: {}, showLineNumbers: false};

test("tokens carry their Prism types' short classes, and the text is escaped", () => {
  const html = highlightToHtml('echo "<b>&"', 'bash', noLines);
  assert.match(html, /^<span class="nb nc">echo<\/span>/);
  assert.match(html, /<span class=s>"&lt;b&gt;&amp;"<\/span>/);
  assert.doesNotMatch(html, /<b>/);
});

test('every token type the code themes colour has its own short class', () => {
  const types = new Set(
    [lightCodeTheme, darkCodeTheme].flatMap((theme) => theme.styles.flatMap(({types}) => types)),
  );
  assert.ok(types.size > 0);
  for (const type of types) assert.ok(TOKEN_CLASSES[type], `no class for ${type}`);
  const classes = Object.values(TOKEN_CLASSES);
  assert.equal(new Set(classes).size, classes.length, 'two types share a class');
  for (const name of classes) assert.match(name, /^[a-z]+$/);
});

test('the copy button gets the code as written back from the lines', () => {
  const samples: [string, string][] = [
    ['echo "<b>&amp;" > out.txt', 'bash'],
    ['def f(a):\n\n    return a < 1\n', 'python'],
    ['{"a": [1, 2]}', 'json'],
    ['<script>let a = 1;</script>\n\n', 'markup'],
    ['plain & simple', 'text'],
  ];
  for (const [code, language] of samples) {
    for (const options of [
      noLines,
      {lineClassNames: {0: ['x']}, showLineNumbers: false},
      {lineClassNames: {}, showLineNumbers: true},
    ]) {
      const html = highlightToHtml(code, language, options);
      assert.equal(linesText(html), code, `${language}: ${JSON.stringify(code)}`);
    }
  }
});

test('lines are joined by newlines, which the <pre> keeps; an empty line stays', () => {
  const html = highlightToHtml('a = 1\n\nb = 2', 'python', noLines);
  assert.equal(html.split('\n').length, 3);
  assert.doesNotMatch(html, /token-line|<br>/);
  assert.match(html, /<\/span>\n\nb /);
});

test('with highlighted lines or numbers, each line is a token-line; an empty one keeps its height', () => {
  const html = highlightToHtml('a = 1\n\nb = 2', 'python', {
    lineClassNames: {0: ['theme-code-block-highlighted-line']},
    showLineNumbers: false,
  });
  assert.equal(html.match(/class="token-line[ "]/g)?.length, 3);
  assert.match(
    html,
    /<span class="token-line"><span style="display:inline-block"><\/span><br><\/span>/,
  );
});

test('text without a grammar is its escaped text a line, without token spans', () => {
  assert.equal(highlightToHtml('x < y', 'text', noLines), 'x &lt; y');
});

test('plain text goes without a span, and neighbours of one kind share one', () => {
  const html = highlightToHtml('export A=1 B=2', 'bash', noLines);
  assert.doesNotMatch(html, /<span class=[^>]*><\/span>/);
  // Each token's text is in the markup once, in order: nothing is lost in compacting.
  assert.equal(html.replace(/<[^>]+>/g, ''), 'export A=1 B=2');
  assert.doesNotMatch(html, /<span class=("[^"]+"|\w+)>[^<]*<\/span><span class=\1>/);
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
  assert.doesNotMatch(html, /class="?[^>]*(language-javascript|script)/);
  const classes = [...html.matchAll(/<span class="?([^">]+)"?>/g)]
    .flatMap(([, c]) => c!.split(' '))
    .filter((name) => name !== 'token-line');
  assert.ok(classes.length > 0);
  const styledClasses = new Set([...styled].map((type) => TOKEN_CLASSES[type]));
  for (const name of classes) assert.ok(styledClasses.has(name), `unstyled class ${name}`);
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
  // The code is in the page once, as the lines: the copy button reads it back from them.
  assert.doesNotMatch(out, /import os\\nprint/);
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
      const scope = languages ? `.language-${languages[0]}` : '';
      for (const type of types) {
        const selector = `[data-theme='${mode}'] .theme-code-block${scope} .${TOKEN_CLASSES[type]}`;
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
  const comments = [...light.matchAll(/ \.c[^{\w-]*\{color:([^;}]+)/g)].map(([, c]) => c);
  assert.equal(comments.at(-1), '#007000');
});

test('plain lines are what prism-react-renderer makes of unhighlighted code', () => {
  for (const code of ['one', 'one\ntwo', 'a\n\nb\n', '\n', '  indented\n\ttab\n\n\nend']) {
    assert.deepEqual(plainLines(code), normalizeTokens([code]), JSON.stringify(code));
  }
});

test("the API reference's chunks take the browser highlighter, not what every code block uses", () => {
  for (const file of [
    '/site/node_modules/prismjs/components/prism-bash.js',
    resolve('features/api-reference/browser/LazyCodeBlock.tsx'),
    resolve('features/api-reference/browser/prismWithLanguages.ts'),
    '/site/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js',
  ])
    assert.match(file, BROWSER_HIGHLIGHTER, file);
  for (const file of [
    resolve('src/code/lineMarkup.ts'),
    resolve('features/api-reference/browser/descriptions.tsx'),
    '/site/src/theme/CodeBlock/index.tsx',
    '/site/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/CopyButton/index.js',
  ])
    assert.doesNotMatch(file, BROWSER_HIGHLIGHTER, file);
});
