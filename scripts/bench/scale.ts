/**
 * `npm run bench:scale -- [--factor 3] [--dir DIR] [--commit REV] [--generate-only]`: how `npm test`
 * grows with the pages. Clones the repository's HEAD (or REV, to measure an older suite) into a
 * scratch tree (default: the system's temp folder), adds factor − 1 copies of every guide of both
 * locales under new flat slugs (`/copy-2-…`, with their own titles, sidebar categories and translated
 * labels, linked from the welcome page, each translation marked in step with its English copy), then
 * runs each step of `npm test` there, printing its wall time and the peak memory of its process tree.
 * The copies are never committed: they exist only in the scratch tree. `--factor 1` measures the site
 * as it is, the same way. Prints figures; exits 1 when a step fails.
 */
import {spawn, execFileSync} from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {parseArgs} from 'node:util';

import {parseDocument} from 'yaml';

import {COMPONENT_DETAILS_USAGE} from '../../data/components';
import {SITE_DIR} from '../../plugins/helpers/siteDir';
import {watchPeak} from './processTree';

const {values} = parseArgs({
  options: {
    factor: {type: 'string', default: '3'},
    dir: {type: 'string'},
    commit: {type: 'string', default: 'HEAD'},
    'generate-only': {type: 'boolean', default: false},
  },
});
const FACTOR = Number(values.factor);
if (!Number.isInteger(FACTOR) || FACTOR < 1) throw new Error(`--factor must be a whole number ≥ 1`);
const DIR = values.dir ?? join(tmpdir(), `flowloom-scale-${FACTOR}`);
/** Marks a tree this script made, so that a second run may delete it and nothing else. */
const MARKER = '.flowloom-scale';

const ZH_DOCS = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current';
const copyDir = (k: number) => `copy-${k}`;
const suffix = {en: (k: number) => ` (copy ${k})`, zh: (k: number) => `（副本 ${k}）`};

function cloneTree(): void {
  if (existsSync(DIR)) {
    if (!existsSync(join(DIR, MARKER)))
      throw new Error(`${DIR} exists and was not made by bench:scale; name another --dir`);
    rmSync(DIR, {recursive: true, force: true});
  }
  execFileSync('git', ['clone', '--quiet', '--shared', SITE_DIR, DIR]);
  execFileSync('git', ['checkout', '--quiet', '--detach', values.commit], {cwd: DIR});
  writeFileSync(join(DIR, MARKER), '');
  symlinkSync(join(SITE_DIR, 'node_modules'), join(DIR, 'node_modules'));
}

/** A page's copy k: same body, front matter with a new slug and titles that name the copy. */
function copyPage(source: string, k: number, titleSuffix: string): string {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) throw new Error('a guide without front matter');
  const front = parseDocument(match[1]!);
  const slug = String(front.get('slug'));
  front.set('slug', `/${copyDir(k)}${slug === '/' ? '' : `-${slug.slice(1)}`}`);
  for (const key of ['title', 'sidebar_label', 'description'])
    if (front.has(key)) front.set(key, `${String(front.get(key))}${titleSuffix}`);
  // A component's details appear once, on its family's page (tests/unit/component-catalog.test.ts),
  // as a writer's new page would not repeat them: a copy names the component instead.
  const body = source.slice(match[0].length).replace(COMPONENT_DETAILS_USAGE, '`$1`');
  return `---\n${front.toString({lineWidth: 0}).trimEnd()}\n---\n${body}`;
}

function copyGuides(root: string, k: number, titleSuffix: string): string[] {
  const pages = readdirSync(join(DIR, root), {recursive: true, encoding: 'utf8'}).filter(
    (name) => /\.mdx?$/.test(name) && !/^copy-\d+\//.test(name),
  );
  return pages.map((name) => {
    const target = join(root, copyDir(k), name);
    mkdirSync(dirname(join(DIR, target)), {recursive: true});
    writeFileSync(
      join(DIR, target),
      copyPage(readFileSync(join(DIR, root, name), 'utf8'), k, titleSuffix),
    );
    return target;
  });
}

type SidebarItem = string | {type: string; id?: string; label?: string; items?: SidebarItem[]};

/** The guides sidebar's items again, for copy k: ids under its folder, labels that name it. */
function copyItems(items: SidebarItem[], k: number): SidebarItem[] {
  return items.map((item) => {
    if (typeof item === 'string') return `${copyDir(k)}/${item}`;
    return {
      ...item,
      ...(item.id && {id: `${copyDir(k)}/${item.id}`}),
      ...(item.label && {label: `${item.label}${suffix.en(k)}`}),
      ...(item.items && {items: copyItems(item.items, k)}),
    };
  });
}

async function addToSidebars(): Promise<void> {
  const {default: sidebars} = (await import(join(DIR, 'sidebars.ts'))) as {
    default: {guides: SidebarItem[]};
  };
  const copies = Array.from({length: FACTOR - 1}, (_, i) => ({
    type: 'category',
    label: `Copy ${i + 2}`,
    collapsed: true,
    items: copyItems(sidebars.guides, i + 2),
  }));
  const file = join(DIR, 'sidebars.ts');
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace(
      /export default sidebars;\s*$/,
      // Written out, not spread: each item is then checked against SidebarsConfig.
      `export default {guides: [...sidebars.guides, ${JSON.stringify(copies).slice(1, -1)}]} satisfies SidebarsConfig;\n`,
    ),
  );
  // The Chinese sidebar's labels: each copy's category, and each label of the guides copied.
  const labelsFile = join(DIR, ZH_DOCS + '.json');
  const labels = JSON.parse(readFileSync(labelsFile, 'utf8')) as Record<
    string,
    {message: string; description: string}
  >;
  for (let k = 2; k <= FACTOR; k++) {
    labels[`sidebar.guides.category.Copy ${k}`] = {
      message: `副本 ${k}`,
      description: `The label for category Copy ${k} in sidebar guides`,
    };
    for (const [key, value] of Object.entries(labels)) {
      const label = /^sidebar\.guides\.(category|doc)\.(.*)$/.exec(key);
      if (!label || /\(copy \d+\)$|^Copy \d+$/.test(label[2]!)) continue;
      // The descriptions npm run write-translations writes: the label, and a doc item's id.
      labels[`sidebar.guides.${label[1]}.${label[2]}${suffix.en(k)}`] = {
        message: `${value.message}${suffix.zh(k)}`,
        description: value.description
          .replace(` ${label[2]} in sidebar`, ` ${label[2]}${suffix.en(k)} in sidebar`)
          .replace(/linking to the doc (\S+)$/, `linking to the doc ${copyDir(k)}/$1`),
      };
    }
  }
  writeFileSync(labelsFile, `${JSON.stringify(labels, null, 2)}\n`);
}

/** The welcome page maps every section: a section that links each copy's welcome page. */
function linkCopies(): string[] {
  const pages = [
    {file: 'docs/index.mdx', heading: 'Copies', label: (k: number) => `Copy ${k}`},
    {file: `${ZH_DOCS}/index.mdx`, heading: '副本', label: (k: number) => `副本 ${k}`},
  ];
  for (const {file, heading, label} of pages) {
    const links = Array.from({length: FACTOR - 1}, (_, i) => i + 2).map(
      (k) => `- [${label(k)}](./${copyDir(k)}/index.mdx)`,
    );
    const path = join(DIR, file);
    writeFileSync(
      path,
      `${readFileSync(path, 'utf8').trimEnd()}\n\n## ${heading} {#copies}\n\n${links.join('\n')}\n`,
    );
  }
  return pages.map(({file}) => file);
}

async function generate(): Promise<number> {
  cloneTree();
  const copies: string[] = [];
  for (let k = 2; k <= FACTOR; k++)
    copies.push(...copyGuides('docs', k, suffix.en(k)), ...copyGuides(ZH_DOCS, k, suffix.zh(k)));
  if (FACTOR > 1) {
    await addToSidebars();
    const written = [...copies, ...linkCopies()];
    const translations = written.filter((file) => file.startsWith(ZH_DOCS));
    execFileSync('npx', ['tsx', 'scripts/translations/mark.ts', ...translations], {
      cwd: DIR,
      stdio: 'ignore',
    });
    execFileSync('npx', ['prettier', '--write', 'sidebars.ts', `${ZH_DOCS}.json`, ...written], {
      cwd: DIR,
      stdio: 'ignore',
    });
  }
  return copies.length;
}

/** The steps of `npm test`, as package.json chains them. */
function testSteps(): string[] {
  const {scripts} = JSON.parse(readFileSync(join(DIR, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return scripts.test!.split('&&').map((step) => step.trim().replace(/^npm run /, ''));
}

function run(step: string, log: string): Promise<{seconds: number; peak: number; ok: boolean}> {
  const started = performance.now();
  const child = spawn('npm', ['run', step], {cwd: DIR, stdio: ['ignore', 'pipe', 'pipe']});
  const out = createWriteStream(log);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const memory = watchPeak(child.pid!);
  return new Promise((resolve) =>
    child.on('exit', (code) =>
      resolve({seconds: (performance.now() - started) / 1000, peak: memory.stop(), ok: code === 0}),
    ),
  );
}

function sitemapUrls(): string {
  return ['build/sitemap.xml', 'build/zh-Hans/sitemap.xml']
    .map((file) => (readFileSync(join(DIR, file), 'utf8').match(/<loc>/g) ?? []).length)
    .join(' + ');
}

async function main(): Promise<void> {
  const copies = await generate();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: DIR})
    .toString()
    .trim();
  console.log(`${DIR}: ${commit} with ${copies} copied guides (factor ${FACTOR})`);
  if (values['generate-only']) return;
  mkdirSync(join(DIR, 'scale-logs'));
  let total = 0;
  let failed = 0;
  for (const step of testSteps()) {
    const log = join(DIR, 'scale-logs', `${step.replace(/\W+/g, '-')}.log`);
    const result = await run(step, log);
    total += result.seconds;
    if (!result.ok) failed++;
    const minutes = `${Math.floor(result.seconds / 60)} m ${Math.round(result.seconds % 60)} s`;
    console.log(
      `${step.padEnd(18)} ${minutes.padStart(9)}  peak ${(result.peak / 2 ** 30).toFixed(2)} GiB${result.ok ? '' : `  FAILED (${log})`}`,
    );
    if (step === 'build:test' && result.ok)
      console.log(`${''.padEnd(18)} sitemap URLs: ${sitemapUrls()}`);
  }
  console.log(
    `${'npm test'.padEnd(18)} ${(total / 60).toFixed(1).padStart(5)} min${failed ? `, ${failed} step(s) failed` : ''}`,
  );
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
