/**
 * `<ExampleFile>` (plugins/remark/remark-example-file.ts) shows a file of examples/ from the file itself,
 * highlighted at build time with its name as title and a download link in the page's locale, and
 * plugins/docusaurus/example-files.ts serves every file of examples/ at the URL that link points to.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import type {LoadContext} from '@docusaurus/types';

import {remarkCodeHighlight} from '../../plugins/docusaurus/code-highlight';
import exampleFilesPlugin, {exampleFileUrl} from '../../plugins/docusaurus/example-files';
import {GENERATED_STATIC_DIR} from '../../plugins/helpers/generated-static';
import remarkExampleFile, {exampleFileLanguage} from '../../plugins/remark/remark-example-file';
import type {BuiltLocale} from '../../data/site';
import {compileMdx} from './compileMdx';
import {readDeployFiles} from './deploy/files';

const compile = (mdx: string, locale: BuiltLocale = 'en'): Promise<string> =>
  compileMdx(mdx, [[remarkExampleFile, {locale}], remarkCodeHighlight]);

const COMPOSE = 'examples/deploy/compose/compose.yaml';

test('the file becomes a highlighted code block titled with its name, and a download link', async () => {
  const out = await compile(`<ExampleFile path="${COMPOSE}" />`);
  assert.match(out, /href: "\/examples\/deploy\/compose\/compose\.yaml"/);
  assert.match(out, /fileName: "compose\.yaml"/);
  assert.match(out, /label: "Download compose\.yaml"/);
  assert.match(out, /title: "compose\.yaml"/);
  // Highlighted at build time: YAML's punctuation is a coloured Prism token (./code-highlight.test.ts).
  assert.match(out, /services<span class=p>:<\/span>/);
  // The whole file, once: its last line is there.
  const lastLine = readFileSync(COMPOSE, 'utf8').trimEnd().split('\n').at(-1)!.trim();
  assert.ok(out.replace(/<[^>]*>/g, '').includes(lastLine), lastLine);

  const zh = await compile(`<ExampleFile path="${COMPOSE}" />`, 'zh-Hans');
  assert.match(zh, /label: "下载 compose\.yaml"/);
});

test('the language comes from the file name; title="…" replaces the name', async () => {
  const out = await compile(
    '<ExampleFile path="examples/deploy/docker/Dockerfile" title="Dockerfile (extends the image)" />',
  );
  assert.match(out, /title: "Dockerfile \(extends the image\)"/);
  assert.match(out, /className: "language-docker"/);
  assert.equal(exampleFileLanguage('examples/deploy/railway/railway.json'), 'json');
  assert.equal(exampleFileLanguage('examples/deploy/cloud-run/deploy.sh'), 'bash');
  assert.equal(exampleFileLanguage('examples/deploy/hugging-face/README.md'), 'markdown');
  for (const file of readDeployFiles()) {
    assert.ok(exampleFileLanguage(file.path), `${file.path} has no code language`);
  }
});

test('a path that is not a file of examples/ fails with the page and the line', async () => {
  await assert.rejects(
    compile('Intro\n\n<ExampleFile path="examples/deploy/compose/docker-compose.yml" />'),
    /<ExampleFile path="examples\/deploy\/compose\/docker-compose\.yml"> in page\.mdx:3: no such file in examples\//,
  );
  await assert.rejects(
    compile('<ExampleFile path="examples/../package.json" />'),
    /page\.mdx:1: no such file in examples\//,
  );
  await assert.rejects(compile('<ExampleFile path="package.json" />'), /page\.mdx:1: no such file/);
  await assert.rejects(
    compile('<ExampleFile path="examples/deploy" />'),
    /page\.mdx:1: no such file/,
  );
  await assert.rejects(compile('<ExampleFile />'), /page\.mdx:1 needs path="examples\/…"/);
  await assert.rejects(
    compile(`Text <ExampleFile path="${COMPOSE}" /> inline.`),
    /page\.mdx:1 must stand on a line of its own/,
  );
});

test('every file of examples/ is served for download at the URL the link names', async (t) => {
  const site = process.cwd();
  const work = mkdtempSync(join(tmpdir(), 'example-files-'));
  t.after(() => {
    process.chdir(site);
    rmSync(work, {recursive: true, force: true});
  });
  process.chdir(work);
  // A file left from an earlier run, since deleted from examples/, is no longer served.
  const stale = join(GENERATED_STATIC_DIR, 'examples/deploy/old.yaml');
  mkdirSync(join(GENERATED_STATIC_DIR, 'examples/deploy'), {recursive: true});
  writeFileSync(stale, 'old');

  const plugin = exampleFilesPlugin({siteDir: site} as LoadContext);
  await plugin.loadContent!();

  assert.ok(!existsSync(stale), 'a deleted example is still served');
  const files = readDeployFiles(join(site, 'examples/deploy'));
  assert.ok(files.length > 10);
  for (const file of files) {
    const relative = file.path.slice(site.length + 1);
    const served = join(GENERATED_STATIC_DIR, exampleFileUrl(relative));
    assert.equal(readFileSync(served, 'utf8'), file.text, relative);
  }
  assert.deepEqual(plugin.getPathsToWatch!(), [join(site, 'examples', '**/*')]);
});
