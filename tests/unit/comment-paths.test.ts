/**
 * Every repository path a comment names exists: a comment that points a reader at a file that moved
 * or was deleted sends them nowhere. The same holds for the code spans of the repository's own
 * Markdown (README.md, ARCHITECTURE.md, the READMEs of its folders). Comments are read with
 * TypeScript's scanner (code files) or as `/* … *\/` blocks (stylesheets); a path is a word that starts with a top-level folder or file of the
 * repository (`src/theme/Root.tsx`, `plugins/remark/`, `README.md`) or, in code, with `./` or `../`.
 * Generated folders (build/, generated/, .docusaurus/) and patterns (`*`, `<name>`) are not checked;
 * a file of another repository is written after its name and a colon (`owner/repo:docs/x.md`).
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join, normalize} from 'node:path';
import {test} from 'node:test';

import ts from 'typescript';

const GENERATED = new Set(['build', 'build-hosted', 'build-edits', 'generated', '.docusaurus']);
const TOP = new Set(
  readdirSync('.').filter((name) => !GENERATED.has(name) && name !== 'node_modules'),
);

/** The comments of a code file, each with the line it starts on. */
function codeComments(text: string, file: string): {line: number; text: string}[] {
  const variant = /\.(tsx|jsx)$/.test(file) ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  const comments: {line: number; text: string}[] = [];
  const lineOf = (position: number) => text.slice(0, position).split('\n').length;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (
      kind === ts.SyntaxKind.SingleLineCommentTrivia ||
      kind === ts.SyntaxKind.MultiLineCommentTrivia
    )
      comments.push({line: lineOf(scanner.getTokenStart()), text: scanner.getTokenText()});
  }
  return comments;
}

function cssComments(text: string): {line: number; text: string}[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
    line: text.slice(0, match.index).split('\n').length,
    text: match[0],
  }));
}

/** The repository paths a comment of `file` names, as written and as resolved. */
function namedPaths(
  comment: string,
  file: string,
  relative = true,
): {written: string; path: string}[] {
  return [
    ...comment.matchAll(/(?<![\w@/.:<>*{}-])((?:\.{1,2}\/)*[\w.@<>*{}-]+(?:\/[\w.@<>*{}[\]-]*)*)/g),
  ]
    .map((match) => match[1]!.replace(/[.,:;)]+$/, ''))
    .filter((word) => word.includes('/') || TOP.has(word))
    .flatMap((written) => {
      if (/[*<>{}]/.test(written)) return [];
      if (written.startsWith('./') || written.startsWith('../'))
        return relative ? [{written, path: normalize(join(dirname(file), written))}] : [];
      const first = written.split('/')[0]!;
      // A top-level folder (with a slash after it) or a top-level file.
      if (!TOP.has(first) || (!written.includes('/') && !/\.\w+$/.test(written))) return [];
      return [{written, path: written}];
    });
}

/** The code spans of a Markdown file, each with its line. */
function markdownCodeSpans(text: string): {line: number; text: string}[] {
  return [...text.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)].map((match) => ({
    line: text.slice(0, match.index).split('\n').length,
    text: match[1]!,
  }));
}

const repositoryFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(file));
const files = repositoryFiles.filter((file) => /\.(ts|tsx|mjs|cjs|js|css)$/.test(file));
/** The repository's own Markdown: not the pages (docs/, i18n/) nor the files readers copy. */
const markdownFiles = repositoryFiles.filter(
  (file) => file.endsWith('.md') && !/^(docs|i18n|examples)\//.test(file),
);

test("every repository path named in a comment or in the repository's Markdown exists", () => {
  assert.ok(files.length > 300, `only ${files.length} files`);
  assert.ok(markdownFiles.includes('ARCHITECTURE.md'), markdownFiles.join(', '));
  const missing = [...files, ...markdownFiles].flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const comments = file.endsWith('.md')
      ? markdownCodeSpans(text)
      : file.endsWith('.css')
        ? cssComments(text)
        : codeComments(text, file);
    return comments.flatMap(({line, text: comment}) =>
      // A relative path in the Markdown's code spans is an example of a page's link, not a file here.
      namedPaths(comment, file, !file.endsWith('.md'))
        .filter(({path}) => !existsSync(path))
        .map(({written}) => `${file}:${line}: ${written}`),
    );
  });
  assert.deepEqual(missing, []);
});

test('a moved file named in a comment is caught; words and patterns are not paths', () => {
  const paths = (comment: string) =>
    namedPaths(comment, 'src/theme/Root.tsx').map(({written}) => written);
  assert.deepEqual(paths('// see src/search/storedSearchKeys.ts and ../css/custom.css.'), [
    'src/search/storedSearchKeys.ts',
    '../css/custom.css',
  ]);
  assert.deepEqual(
    paths('/* src/*.ts, i18n/<locale>/, and/or tests, https://example.com/src/x */'),
    [],
  );
  assert.ok(!existsSync('src/search/nothing-here.ts'));
});
