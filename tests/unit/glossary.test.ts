/**
 * One glossary of product terms (data/glossary.ts): complete in both locales, rendered on the
 * glossary page with an anchor per term, and followed by every place Chinese text lives, which
 * writes no avoided rendering of a term outside code (`endpoint name` is 端点名称 everywhere, never
 * 接口名称): the zh-Hans pages, the API reference's translations (i18n/zh-Hans/openapi/), the UI
 * strings under i18n/zh-Hans/, the Chinese side of every data module's texts, and the Chinese
 * diagrams (static/img/diagrams/*.zh-Hans.svg).
 */
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, isAbsolute, join, resolve, sep} from 'node:path';
import {test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {load} from 'cheerio';

import remarkGlossary, {glossaryNodes} from '../../plugins/remark/remark-glossary';
import {docsRoot} from '../../plugins/helpers/guideSources';
import {GLOSSARY_GROUPS, glossary, type GlossaryTerm} from '../../data/glossary';
import {l} from '../../data/components/localized';
import {loadTranslations, translationDir} from '../../features/api-reference/build/translations';
import {builtLocales} from '../../data/site';
import {pageSources} from './apiCalls';
import {compileMdx} from './compileMdx';
import {DOC_ROOTS, docSources, splitSource} from './docSources';

test('every term has a unique id, a group, both renderings and a definition in each locale', () => {
  assert.ok(glossary.length >= 40, `only ${glossary.length} terms`);
  const ids = new Set<string>();
  for (const term of glossary) {
    assert.match(term.id, /^[a-z0-9]+(-[a-z0-9]+)*$/, term.id);
    assert.ok(!ids.has(term.id), `${term.id} twice`);
    ids.add(term.id);
    assert.ok((GLOSSARY_GROUPS as readonly string[]).includes(term.group), term.id);
    assert.ok(term.en.trim() && term.zh.trim(), `${term.id}: a rendering is empty`);
    for (const locale of builtLocales)
      assert.ok(
        (term.definition[locale] ?? '').length >= 20,
        `${term.id}: no ${locale} definition`,
      );
    assert.match(
      term.definition['zh-Hans'],
      /[\u4e00-\u9fff]/,
      `${term.id}: the zh-Hans definition is not Chinese`,
    );
    for (const variant of term.avoid ?? [])
      assert.ok(
        !term.zh.includes(variant),
        `${term.id}: its own term contains the avoided ${variant}`,
      );
  }
  // A term's Chinese rendering is never a variant another term forbids.
  for (const term of glossary)
    for (const other of glossary)
      for (const variant of other.avoid ?? [])
        assert.ok(
          !term.zh.includes(variant) || other.except?.some((word) => term.zh.includes(word)),
          `${term.id} (${term.zh}) contains ${variant}, which ${other.id} forbids`,
        );
});

test('the guide each term links to exists in both locales, with the anchor it names', () => {
  for (const {id, page} of glossary) {
    if (!page) continue;
    const [path, anchor] = page.split('#');
    for (const locale of builtLocales) {
      const file = join(docsRoot(locale), path!);
      assert.ok(existsSync(file), `${id}: ${file} does not exist`);
      if (anchor)
        assert.ok(
          readFileSync(file, 'utf8').includes(`{#${anchor}}`),
          `${id}: no #${anchor} in ${file}`,
        );
    }
  }
});

// --- The glossary page --------------------------------------------------------

const GLOSSARY_PAGE = 'reference/glossary.mdx';

test('the glossary page exists in both locales and renders every term under its anchor', async () => {
  for (const locale of builtLocales) {
    const file = join(DOC_ROOTS[locale], GLOSSARY_PAGE);
    const source = readFileSync(file, 'utf8');
    assert.match(source, /^slug: \/glossary$/m);
    assert.match(source, /^<GlossaryTerms \/>$/m);
    const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
    const out = await compileMdx(body, [[remarkGlossary, {locale}]]);
    for (const group of GLOSSARY_GROUPS)
      assert.match(out, new RegExp(`id: "${group}"`), `${locale}: group ${group}`);
    for (const term of glossary) {
      assert.match(out, new RegExp(`id: "${term.id}"`), `${locale}: no anchor #${term.id}`);
      assert.ok(
        out.includes(JSON.stringify(locale === 'en' ? term.zh : term.en)),
        `${locale}: ${term.id}'s other rendering`,
      );
    }
    assert.doesNotMatch(out, /GlossaryTerms/);
  }
});

test('each term links its guide by a file path that resolves from the glossary page, titled in the locale', () => {
  for (const locale of builtLocales) {
    const from = join(docsRoot(locale), 'reference');
    const links = glossaryNodes(locale, from).flatMap((node) =>
      node.type === 'paragraph' ? node.children.filter((child) => child.type === 'link') : [],
    );
    assert.equal(links.length, glossary.filter((term) => term.page).length);
    for (const link of links) {
      assert.ok(existsSync(join(from, link.url.replace(/#.*$/, ''))), `${locale}: ${link.url}`);
      assert.ok(!isAbsolute(link.url), `${locale}: ${link.url} is not relative`);
    }
    const flow = links.find((link) => link.url === '../concepts/flows.mdx');
    const title = (flow?.children[0] as {value: string} | undefined)?.value;
    assert.equal(title, locale === 'en' ? 'Flows' : '流程');
  }
});

// --- Chinese text uses the glossary's terms --------------------------------------

interface Slip {
  line: number;
  variant: string;
  term: GlossaryTerm;
}

/**
 * Text outside code: prose lines (and a page's front matter values), without inline code or link
 * targets.
 */
function proseLines(text: string, {page}: {page: boolean}): {line: number; text: string}[] {
  const lines = text.split('\n');
  const frontMatterEnd = page && lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  const frontMatter = lines
    .slice(1, Math.max(frontMatterEnd, 1))
    .map((value, index) => ({line: index + 2, text: value.replace(/^[\w-]+:\s*/, '')}));
  // A text that is not a page has no front matter: a first line of `---` is a rule.
  const prose = splitSource(page ? text : `\n${text}`)
    .paragraphs.flat()
    .map((line) => (page ? line : {...line, line: line.line - 1}));
  return [...frontMatter, ...prose].map(({line, text: value}) => ({
    line,
    text: value.replace(/`[^`]*`/g, ' ').replace(/\]\([^)]*\)/g, '] '),
  }));
}

/** Avoided renderings of terms in a Chinese text; where variants overlap, the longest is named. */
function slips(text: string, {page = true}: {page?: boolean} = {}): Slip[] {
  const found: Slip[] = [];
  for (const {line, text: value} of proseLines(text, {page})) {
    const matches = glossary.flatMap((term) =>
      (term.avoid ?? []).flatMap((variant) =>
        [...value.matchAll(new RegExp(variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'))]
          .map((match) => ({start: match.index, end: match.index + variant.length, variant, term}))
          .filter(
            ({start}) =>
              !term.except?.some((word) => {
                const at = value.lastIndexOf(word, start + variant.length);
                return at >= 0 && at <= start && at + word.length >= start + variant.length;
              }),
          ),
      ),
    );
    const taken: {start: number; end: number}[] = [];
    for (const match of matches.sort((a, b) => b.variant.length - a.variant.length)) {
      if (taken.some(({start, end}) => match.start < end && start < match.end)) continue;
      taken.push(match);
      found.push({line, variant: match.variant, term: match.term});
    }
  }
  return found;
}

const describeSlip = (file: string, {line, variant, term}: Slip) =>
  `${file}:${line}: ${variant} → ${term.zh} (${term.en})`;

/**
 * A Chinese text that is not a page, and where it lives: a file and the entry in it (a JSON pointer,
 * a message id, a module's export path, an SVG element and its line).
 */
interface ChineseText {
  place: string;
  text: string;
}

/** The file (or module) a text lives in: its place up to the entry. */
const fileOf = ({place}: ChineseText): string => place.slice(0, place.indexOf(' '));

/** The slips of texts that are not pages, named by place (and line, in a text of several lines). */
const textSlips = (texts: readonly ChineseText[]): string[] =>
  texts.flatMap(({place, text}) =>
    slips(text, {page: false}).map(
      ({line, variant, term}) =>
        `${place}${text.includes('\n') ? ` (line ${line})` : ''}: ${variant} → ${term.zh} (${term.en})`,
    ),
  );

const ZH = 'zh-Hans';
const UI_STRINGS = join('i18n', ZH);

/** The `zh` of each entry of the API reference's translations (i18n/zh-Hans/openapi/). */
const overlayTexts = (dir = translationDir(ZH)): ChineseText[] =>
  [...loadTranslations(ZH, dir)].map(([pointer, {file, zh}]) => ({
    place: `${file} ${pointer}`,
    text: zh,
  }));

/** The `message` of each UI string under i18n/zh-Hans/ (the API reference's translations aside). */
function uiStringTexts(root = UI_STRINGS): ChineseText[] {
  const files = readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.json') && file.split(sep)[0] !== 'openapi')
    .sort();
  return files.flatMap((file) => {
    const path = join(root, file);
    const strings = JSON.parse(readFileSync(path, 'utf8')) as Record<string, {message?: unknown}>;
    return Object.entries(strings).map(([id, {message}]) => {
      assert.equal(typeof message, 'string', `${path}: ${id} has no message`);
      return {place: `${path} ${id}`, text: message as string};
    });
  });
}

/** A catalog text: `{en, 'zh-Hans'}` (Localized), or `{en, zh}` as the flow-file schema's translations. */
function chineseOf(value: object): string | undefined {
  const keys = Object.keys(value).sort().join(' ');
  const record = value as Record<string, unknown>;
  const zh = keys === 'en zh-Hans' ? record[ZH] : keys === 'en zh' ? record.zh : undefined;
  return typeof zh === 'string' ? zh : undefined;
}

/**
 * The Chinese side of every Localized value a data module exports, named by the module and the path
 * to the value; an array item is named by its `id` or `name`. A value reached twice (a catalog and its
 * index) is read once, under the first module; plain strings, such as the glossary's `avoid` lists,
 * are not catalog texts.
 */
function dataTexts(modules: ReadonlyMap<string, Record<string, unknown>>): ChineseText[] {
  const found: ChineseText[] = [];
  const seen = new Set<object>();
  const walk = (module: string, value: unknown, path: string) => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const zh = chineseOf(value);
    if (zh !== undefined) {
      found.push({place: `${module} ${path}`, text: zh});
    } else if (value instanceof Map) {
      for (const [key, item] of value) walk(module, item, `${path}[${String(key)}]`);
    } else if (Array.isArray(value)) {
      value.forEach((item: unknown, index) => {
        const {id, name} = (typeof item === 'object' && item !== null ? item : {}) as {
          id?: unknown;
          name?: unknown;
        };
        const label = typeof id === 'string' ? id : typeof name === 'string' ? name : index;
        walk(module, item, `${path}[${label}]`);
      });
    } else {
      for (const [key, item] of Object.entries(value)) walk(module, item, `${path}.${key}`);
    }
  };
  for (const [module, exports] of modules)
    for (const [name, value] of Object.entries(exports)) walk(module, value, name);
  return found;
}

/**
 * Every TypeScript module under data/, imported, by its path. An index, which gathers other modules'
 * values, comes after them, so that each value is named by the module that defines it.
 */
async function dataModules(root = 'data'): Promise<Map<string, Record<string, unknown>>> {
  const gathers = (file: string) => (basename(file) === 'index.ts' ? 1 : 0);
  const files = readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.ts'))
    .sort((a, b) => gathers(a) - gathers(b) || a.localeCompare(b));
  const modules = new Map<string, Record<string, unknown>>();
  for (const file of files) {
    const path = join(root, file);
    modules.set(path, (await import(pathToFileURL(resolve(path)).href)) as Record<string, unknown>);
  }
  return modules;
}

/** What a diagram says in words: its `<text>` and `<tspan>` elements, `<title>`, `<desc>` and `aria-label`s. */
function diagramTexts(file: string, svg: string): ChineseText[] {
  const $ = load(svg, {xml: {xmlMode: true, withStartIndices: true}});
  const lineOf = (index: number | null | undefined) => svg.slice(0, index ?? 0).split('\n').length;
  const found: ChineseText[] = [];
  $('text, tspan, title, desc').each((_, element) => {
    // Each element's own words: a <tspan> is read by itself, so lines of a <text> never run together.
    const own = $(element)
      .contents()
      .filter((_index, node) => node.nodeType === 3)
      .text()
      .trim();
    if (own)
      found.push({place: `${file}:${lineOf(element.startIndex)} <${element.tagName}>`, text: own});
  });
  $('[aria-label]').each((_, element) => {
    found.push({
      place: `${file}:${lineOf(element.startIndex)} <${element.tagName} aria-label>`,
      text: $(element).attr('aria-label')!,
    });
  });
  return found;
}

const DIAGRAMS = join('static', 'img', 'diagrams');
const chineseDiagrams = (): string[] =>
  readdirSync(DIAGRAMS)
    .filter((name) => name.endsWith(`.${ZH}.svg`))
    .sort()
    .map((name) => join(DIAGRAMS, name));

test('no Chinese page writes an avoided rendering of a glossary term outside code', () => {
  const chinese = pageSources().filter((file) => file.startsWith('i18n/zh-Hans/'));
  assert.ok(chinese.length >= docSources('zh-Hans').length + 1, 'the API overview is read too');
  const found = chinese.flatMap((file) =>
    slips(readFileSync(file, 'utf8')).map((slip) => describeSlip(file, slip)),
  );
  assert.deepEqual(found, []);
});

test('no translation of the API reference writes an avoided rendering outside code', () => {
  const texts = overlayTexts();
  const files = new Set(texts.map(fileOf));
  assert.ok(files.has(join(UI_STRINGS, 'openapi', 'document.json')), 'document.json is read');
  assert.ok(files.has(join(UI_STRINGS, 'openapi', 'schemas.json')), 'schemas.json is read');
  assert.ok(files.size >= 10, `only ${files.size} files of translations`);
  assert.deepEqual(textSlips(texts), []);
});

test('no UI string writes an avoided rendering', () => {
  const texts = uiStringTexts();
  const files = new Set(texts.map(fileOf));
  for (const file of ['code.json', 'docusaurus-theme-classic/navbar.json'])
    assert.ok(files.has(join(UI_STRINGS, file)), `${file} is read`);
  assert.ok(![...files].some((file) => file.includes('openapi')), 'the API translations are apart');
  assert.deepEqual(textSlips(texts), []);
});

test("no data module's Chinese text writes an avoided rendering", async () => {
  const modules = await dataModules();
  const texts = dataTexts(modules);
  const read = new Set(texts.map(fileOf));
  // Every module of the component catalog, and each other module that holds Chinese text.
  const expected = [...modules.keys()].filter(
    (module) =>
      /[\u4e00-\u9fff]/.test(readFileSync(module, 'utf8')) && !module.endsWith('localized.ts'),
  );
  assert.ok(expected.length >= 20, `only ${expected.length} data modules with Chinese text`);
  assert.deepEqual(
    expected.filter((module) => !read.has(module)),
    [],
    'modules whose Chinese text the test does not reach',
  );
  assert.deepEqual(textSlips(texts), []);
});

test('no Chinese diagram writes an avoided rendering in its text, title, description or labels', () => {
  const diagrams = chineseDiagrams();
  assert.ok(diagrams.length >= 20, `only ${diagrams.length} Chinese diagrams`);
  const texts = diagrams.flatMap((file) => diagramTexts(file, readFileSync(file, 'utf8')));
  for (const file of diagrams)
    assert.ok(
      texts.some((text) => text.place.startsWith(`${file}:`) && text.place.endsWith('<title>')),
      `${file}: no title read`,
    );
  assert.deepEqual(textSlips(texts), []);
});

test('a page with avoided renderings is caught, with the line and the term to use', () => {
  const page = [
    '---',
    'title: 发布工作流',
    '---',
    '',
    '为流程设置一个接口名称，然后测试运行接口。服务器监听所有网络接口。',
    '',
    '连接以下各条边，然后在 `工作流` 代码中和 [链接](./接口名称.mdx) 里出现的词不算。',
    '',
    '```bash title="终端"',
    'echo 工作流',
    '```',
  ].join('\n');
  assert.deepEqual(
    slips(page).map((slip) => describeSlip('zh.mdx', slip)),
    [
      'zh.mdx:2: 工作流 → 流程 (flow)',
      'zh.mdx:5: 接口名称 → 端点名称 (endpoint name)',
      'zh.mdx:5: 接口 → 端点 (endpoint)',
      'zh.mdx:7: 条边 → 连线 (edge)',
    ],
  );
});

test('an avoided rendering is caught in each kind of place, named by its file or entry', () => {
  const dir = mkdtempSync(join(tmpdir(), 'glossary-'));
  try {
    // The API reference's translations: the `zh` is read, its code and link targets are not.
    const overlayDir = join(dir, 'openapi');
    mkdirSync(join(overlayDir, 'paths'), {recursive: true});
    writeFileSync(
      join(overlayDir, 'paths', 'run.json'),
      JSON.stringify({
        '/paths/~1run/post/summary': {en: 'Run a workflow', zh: '运行工作流'},
        '/paths/~1run/post/description': {
          en: 'Runs it.\n\nSee the endpoint.',
          zh: '运行它。\n\n见 `接口` 和[说明](./接口.md)的运行接口。',
        },
      }),
    );
    const overlay = textSlips(overlayTexts(overlayDir));
    assert.equal(overlay.length, 2, overlay.join('\n'));
    assert.match(
      overlay[0]!,
      /openapi\/paths\/run\.json \/paths\/~1run\/post\/summary: 工作流 → 流程 \(flow\)$/,
    );
    assert.match(
      overlay[1]!,
      /openapi\/paths\/run\.json \/paths\/~1run\/post\/description \(line 3\): 接口 → 端点 \(endpoint\)$/,
    );

    // UI strings: every JSON file under the locale, at any depth, but not the API translations.
    mkdirSync(join(dir, 'docusaurus-theme-classic'));
    writeFileSync(
      join(dir, 'code.json'),
      JSON.stringify({'theme.x': {message: '打开工作流', description: 'Opens a flow'}}),
    );
    writeFileSync(
      join(dir, 'docusaurus-theme-classic', 'navbar.json'),
      JSON.stringify({'item.label.Account': {message: '账户', description: 'Account'}}),
    );
    assert.deepEqual(textSlips(uiStringTexts(dir)), [
      `${join(dir, 'code.json')} theme.x: 工作流 → 流程 (flow)`,
      `${join(dir, 'docusaurus-theme-classic', 'navbar.json')} item.label.Account: 账户 → 账号 (account)`,
    ]);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }

  // Data modules: the Chinese side of each Localized value, at any depth, by module and entry.
  const component = {
    id: 'split-text',
    purpose: l('Cuts text into chunks.', '把文本切成分块。'),
    inputs: [{name: 'api_key', description: l('The key.', '服务商的 API 密钥。')}],
    options: ['分块'],
  };
  const modules = new Map<string, Record<string, unknown>>([
    [
      'data/components/x.ts',
      {xComponents: [component], byId: new Map([['split-text', component]])},
    ],
    [
      'data/y.ts',
      {labels: {title: {en: 'Sign in', 'zh-Hans': '认证'}}, schema: {en: 'A', zh: '主页'}},
    ],
  ]);
  assert.deepEqual(textSlips(dataTexts(modules)), [
    'data/components/x.ts xComponents[split-text].purpose: 分块 → 文本块 (chunk)',
    'data/components/x.ts xComponents[split-text].inputs[api_key].description: 服务商 → 提供商 (provider)',
    'data/y.ts labels.title: 认证 → 身份验证 (authentication)',
    'data/y.ts schema: 主页 → 首页 (home page)',
  ]);

  // Diagrams: words in text, tspan, title, desc and aria-label; not ids, classes or styles.
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" aria-labelledby="t d">',
    '  <title id="t">发布工作流</title>',
    '  <desc id="d">用 API 密钥认证。</desc>',
    '  <g id="接口" class="服务商"><style>.主页 {}</style>',
    '    <text x="1" y="2">聊天小组件</text>',
    '    <text x="1" y="3"><tspan>嵌入式</tspan><tspan x="1" dy="14">小组件</tspan><tspan>分块</tspan></text>',
    '    <rect aria-label="用户账户"/>',
    '  </g>',
    '</svg>',
  ].join('\n');
  assert.deepEqual(textSlips(diagramTexts('d.zh-Hans.svg', svg)), [
    'd.zh-Hans.svg:2 <title>: 工作流 → 流程 (flow)',
    'd.zh-Hans.svg:3 <desc>: 认证 → 身份验证 (authentication)',
    'd.zh-Hans.svg:5 <text>: 聊天小组件 → 嵌入式聊天窗口 (embedded chat widget)',
    'd.zh-Hans.svg:6 <tspan>: 分块 → 文本块 (chunk)',
    'd.zh-Hans.svg:7 <rect aria-label>: 账户 → 账号 (account)',
  ]);
});

test('the glossary’s own Chinese definitions use its terms', () => {
  const found = glossary.flatMap((term) =>
    slips(term.definition['zh-Hans']).map((slip) => describeSlip(`glossary ${term.id}`, slip)),
  );
  assert.deepEqual(found, []);
});

test('links into the glossary name an anchor it has', () => {
  const ids = new Set([...glossary.map((term) => term.id), ...GLOSSARY_GROUPS]);
  const broken = pageSources().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/glossary\.mdx#([\w-]+)/g)]
      .filter(([, id]) => !ids.has(id!))
      .map(([link]) => `${file}: ${link}`),
  );
  assert.deepEqual(broken, []);
});
