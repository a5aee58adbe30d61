/**
 * Every repository path and `npm run` script the repository names for its readers exists: a comment,
 * a README or a config that points at a file that moved or a script that was renamed sends its reader
 * nowhere. Checked:
 * - the comments of code files (parsed by TypeScript, so no string or template hides one) and
 *   stylesheets, the code spans of the repository's own Markdown, and the comments of its configs
 *   (`.gitignore`, `.prettierignore`, `.ci/`, the workflow, markdownlint's), for paths;
 * - every `npm run NAME` written anywhere in the repository's own files and pages, for scripts of
 *   package.json; the files package.json's scripts run;
 * - every glob of the ESLint and markdownlint configs, for at least one file it matches.
 * A path is a word that starts with a top-level folder or file of the repository (`src/theme/Root.tsx`,
 * `plugins/remark/`, `README.md`) or, in code, with `./` or `../`. Generated folders (build/,
 * generated/, .docusaurus/) and patterns (`*`, `<name>`) are not checked; a file of another
 * repository is written after its name and a colon (`owner/repo:docs/x.md`).
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join, normalize, resolve} from 'node:path';
import {test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {minimatch} from 'minimatch';
import ts from 'typescript';

const GENERATED = new Set([
  'build',
  'build-hosted',
  'build-edits',
  'generated',
  '.docusaurus',
  'node_modules',
  'test-results',
  'playwright-report',
]);
const TOP = new Set(readdirSync('.').filter((name) => !GENERATED.has(name)));

interface Comment {
  line: number;
  text: string;
}

const lineOf = (text: string, position: number) => text.slice(0, position).split('\n').length;

/** The comments of a code file, as TypeScript's parser sees them: every token's leading and trailing ones. */
export function codeComments(text: string, file: string): Comment[] {
  const kind = /\.(tsx|jsx)$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, Comment>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const {pos, end} of ranges ?? [])
      found.set(pos, {line: lineOf(text, pos), text: text.slice(pos, end)});
  };
  const visit = (node: ts.Node): void => {
    // JSX text holds no comments; every token's trivia does.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
      collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found.values()].sort((a, b) => a.line - b.line);
}

function cssComments(text: string): Comment[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
    line: lineOf(text, match.index),
    text: match[0],
  }));
}

/** The `#` comments of a shell script, YAML file or ignore list, or the `//` ones of JSONC. */
function lineComments(text: string, marker: '#' | '//'): Comment[] {
  return text.split('\n').flatMap((line, index) => {
    const at = line.search(marker === '#' ? /(^|\s)#/ : /(^|\s)\/\//);
    return at < 0 ? [] : [{line: index + 1, text: line.slice(at)}];
  });
}

/** The repository paths a comment of `file` names, as written and as resolved. */
export function namedPaths(
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
function markdownCodeSpans(text: string): Comment[] {
  return [...text.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)].map((match) => ({
    line: lineOf(text, match.index),
    text: match[1]!,
  }));
}

const repositoryFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(file));
const codeFiles = repositoryFiles.filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file));
/** The repository's own Markdown: not the pages (docs/, i18n/) nor the files readers copy. */
const markdownFiles = repositoryFiles.filter(
  (file) => file.endsWith('.md') && !/^(docs|i18n|examples)\//.test(file),
);
/** Configs whose comments explain them. */
const configComments: Record<string, (text: string) => Comment[]> = {
  '.gitignore': (text) => lineComments(text, '#'),
  '.prettierignore': (text) => lineComments(text, '#'),
  '.ci/setup': (text) => lineComments(text, '#'),
  '.ci/run': (text) => lineComments(text, '#'),
  '.github/workflows/ci.yml': (text) => lineComments(text, '#'),
  '.markdownlint-cli2.jsonc': (text) => lineComments(text, '//'),
};

/** The comments (or code spans) of a file, by its kind. */
function commentsOf(file: string, text: string): Comment[] {
  if (file in configComments) return configComments[file]!(text);
  if (file.endsWith('.md')) return markdownCodeSpans(text);
  if (file.endsWith('.css')) return cssComments(text);
  return codeComments(text, file);
}

/** Each path a file's comments name that does not exist, as `file:line: path`. */
export function missingPaths(file: string, text: string): string[] {
  return commentsOf(file, text).flatMap(({line, text: comment}) =>
    // A relative path in the Markdown's code spans is an example of a page's link, not a file here.
    namedPaths(comment, file, !file.endsWith('.md'))
      .filter(({path}) => !existsSync(path))
      .map(({written}) => `${file}:${line}: ${written}`),
  );
}

const scripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as {scripts: Record<string, string>}
).scripts;

/** Each `npm run NAME` of a text whose script package.json lacks, as `file:line: npm run NAME`. */
export function missingScripts(file: string, text: string, known = scripts): string[] {
  // A name followed by `:*` or `*` is a family of scripts (`npm run bench:*`), not one.
  return [...text.matchAll(/\bnpm run ([a-z][\w:-]*\w)(?![\w:*-])/g)]
    .filter((match) => !(match[1]! in known))
    .map((match) => `${file}:${lineOf(text, match.index)}: npm run ${match[1]}`);
}

test("every repository path named in a comment, the repository's Markdown or a config's comments exists", () => {
  const styles = repositoryFiles.filter((file) => file.endsWith('.css'));
  assert.ok(codeFiles.length > 300, `only ${codeFiles.length} files`);
  assert.ok(markdownFiles.includes('ARCHITECTURE.md'), markdownFiles.join(', '));
  const missing = [
    ...codeFiles,
    ...styles,
    ...markdownFiles,
    ...Object.keys(configComments),
  ].flatMap((file) => missingPaths(file, readFileSync(file, 'utf8')));
  assert.deepEqual(missing, []);
});

test('every script named after npm run in the repository, its pages or its configs exists', () => {
  // This file names missing scripts on purpose, as the checks' own examples.
  const texts = repositoryFiles.filter(
    (file) =>
      file !== 'tests/unit/comment-paths.test.ts' &&
      (/\.(ts|tsx|mjs|cjs|js|md|mdx|json|jsonc|yml)$/.test(file) ||
        file in configComments ||
        file.startsWith('.ci/')),
  );
  assert.ok(texts.includes('README.md') && texts.includes('package.json'));
  assert.deepEqual(
    texts.flatMap((file) => missingScripts(file, readFileSync(file, 'utf8'))),
    [],
  );
});

test("every file package.json's scripts run exists", () => {
  const run = Object.values(scripts).flatMap((command) =>
    [...command.matchAll(/\b(?:tsx|node)\s+((?:[\w.-]+\/)+[\w.-]+\.\w+)/g)].map(
      (match) => match[1]!,
    ),
  );
  assert.ok(run.length > 10, run.join(', '));
  assert.deepEqual(
    run.filter((file) => !existsSync(file)),
    [],
  );
});

/** The globs a config's entries name, without negations. */
const globsOf = (entries: readonly unknown[]): string[] =>
  entries.flatMap((entry) =>
    typeof entry === 'string' && !entry.startsWith('!') ? [entry.replace(/\/$/, '/**')] : [],
  );

/**
 * The files a glob may match: those under its fixed folder (generated ones too, which an ignore
 * names), or the repository's own for a glob that starts with a pattern.
 */
function candidates(glob: string): string[] {
  const fixed = glob.split('/').findIndex((segment) => /[*?{[]/.test(segment));
  const folder = glob.split('/').slice(0, fixed).join('/');
  if (folder === '' || !existsSync(folder)) return repositoryFiles;
  return readdirSync(folder, {recursive: true, encoding: 'utf8'}).map((file) =>
    join(folder, file).split('\\').join('/'),
  );
}

test('every glob of the ESLint and markdownlint configs matches a file', async () => {
  const eslintSource = readFileSync('eslint.config.mjs', 'utf8');
  const eslintConfig = (
    (await import(pathToFileURL(resolve('eslint.config.mjs')).href)) as {
      default: {files?: unknown[]; ignores?: unknown[]}[];
    }
  ).default;
  // Its own globs: the shared configs it extends name theirs for every project.
  const eslintGlobs = eslintConfig
    .flatMap((entry) => [...globsOf(entry.files ?? []), ...globsOf(entry.ignores ?? [])])
    .filter((glob) => eslintSource.includes(`'${glob}'`) && !GENERATED.has(glob.split('/')[0]!));
  // JSON with comments and trailing commas, as TypeScript reads its own config.
  const markdownlint = ts.parseConfigFileTextToJson(
    '.markdownlint-cli2.jsonc',
    readFileSync('.markdownlint-cli2.jsonc', 'utf8'),
  ).config as {globs: string[]; ignores: string[]};
  const globs = [...eslintGlobs, ...globsOf(markdownlint.globs), ...globsOf(markdownlint.ignores)];
  assert.ok(globs.length > 10, globs.join(', '));
  assert.deepEqual(
    globs.filter((glob) => !candidates(glob).some((file) => minimatch(file, glob, {dot: true}))),
    [],
  );
});

test('the checks catch what they look for; words and patterns are not paths', () => {
  const paths = (comment: string) =>
    namedPaths(comment, 'src/theme/Root.tsx').map(({written}) => written);
  assert.deepEqual(paths('// see src/theme/Layout/mainLandmark.ts and ../css/custom.css.'), [
    'src/theme/Layout/mainLandmark.ts',
    '../css/custom.css',
  ]);
  assert.deepEqual(
    paths('/* src/*.ts, i18n/<locale>/, and/or tests, https://example.com/src/x */'),
    [],
  );
  // A comment after a template literal with a substitution: a scanner alone loses it.
  const code = 'const a = `x${b}`;\n/** see plugins/nothing-here.ts */\nexport {};\n';
  assert.deepEqual(missingPaths('src/x.ts', code), ['src/x.ts:2: plugins/nothing-here.ts']);
  assert.deepEqual(
    missingPaths('.gitignore', '# Written by plugins/nothing-here.ts\ngenerated/\n'),
    ['.gitignore:1: plugins/nothing-here.ts'],
  );
  assert.deepEqual(missingScripts('x.ts', 'message: `run \\`npm run no-such-script\\``'), [
    'x.ts:1: npm run no-such-script',
  ]);
  assert.deepEqual(missingScripts('x.md', 'Run `npm run api:gen -- --check`.'), []);
});
