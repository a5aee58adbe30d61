/**
 * One glossary of product terms (data/glossary.ts): complete in both locales, rendered on the
 * glossary page with an anchor per term, and followed by every Chinese page, which writes no
 * avoided rendering of a term outside code (`endpoint name` is 端点名称 everywhere, never 接口名称).
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {isAbsolute, join} from 'node:path';
import {test} from 'node:test';

import remarkGlossary, {docsRoot, glossaryNodes} from '../../plugins/remark/remark-glossary';
import {GLOSSARY_GROUPS, glossary, type GlossaryTerm} from '../../data/glossary';
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

// --- Chinese pages use the glossary's terms -------------------------------------

interface Slip {
  line: number;
  variant: string;
  term: GlossaryTerm;
}

/** A page's text outside code: front matter values and prose, without inline code or link targets. */
function proseLines(text: string): {line: number; text: string}[] {
  const lines = text.split('\n');
  const frontMatterEnd = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  const frontMatter = lines
    .slice(1, Math.max(frontMatterEnd, 1))
    .map((value, index) => ({line: index + 2, text: value.replace(/^[\w-]+:\s*/, '')}));
  const prose = splitSource(text).paragraphs.flat();
  return [...frontMatter, ...prose].map(({line, text: value}) => ({
    line,
    text: value.replace(/`[^`]*`/g, ' ').replace(/\]\([^)]*\)/g, '] '),
  }));
}

/** Avoided renderings of terms in a Chinese page; where variants overlap, the longest is named. */
function slips(text: string): Slip[] {
  const found: Slip[] = [];
  for (const {line, text: value} of proseLines(text)) {
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

test('no Chinese page writes an avoided rendering of a glossary term outside code', () => {
  const chinese = pageSources().filter((file) => file.startsWith('i18n/zh-Hans/'));
  assert.ok(chinese.length >= docSources('zh-Hans').length + 1, 'the API overview is read too');
  const found = chinese.flatMap((file) =>
    slips(readFileSync(file, 'utf8')).map((slip) => describeSlip(file, slip)),
  );
  assert.deepEqual(found, []);
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
