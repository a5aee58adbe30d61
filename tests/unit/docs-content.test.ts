/**
 * Rules every guide page follows, checked on the sources of both locales:
 * front matter, one page per slug in each locale, facts through tokens,
 * environment variables that exist, code fences with a language and a title.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';
import matter from 'gray-matter';
import {envVars} from '../../data/env-vars';
import {facts} from '../../data/facts';

const EN_ROOT = 'docs';
const ZH_ROOT = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current';

function mdxFiles(root: string): string[] {
  return readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => join(root, file))
    .sort();
}

interface Page {
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
}

const load = (file: string): Page => {
  const {data, content} = matter(readFileSync(file, 'utf8'));
  return {file, frontMatter: data, body: content};
};

const english = mdxFiles(EN_ROOT).map(load);
const chinese = mdxFiles(ZH_ROOT).map(load);
const all = [...english, ...chinese];

test('there are guide pages in both locales', () => {
  assert.ok(english.length >= 11, `only ${english.length} English pages`);
  assert.ok(chinese.length >= 11, `only ${chinese.length} zh-Hans pages`);
});

test('front matter has a title, a description and a flat slug', () => {
  for (const {file, frontMatter} of all) {
    assert.equal(typeof frontMatter.title, 'string', `${file}: title`);
    const {description} = frontMatter;
    assert.ok(
      typeof description === 'string' && description.length >= 30,
      `${file}: a description of a sentence`,
    );
    assert.match(String(frontMatter.slug), /^\/[a-z0-9-]*$/, `${file}: flat slug`);
  }
});

test('slugs are unique and every English page has its zh-Hans translation with the same slug', () => {
  const slugs = english.map((page) => page.frontMatter.slug);
  assert.equal(new Set(slugs).size, slugs.length, 'duplicate slug');
  const zhBySource = new Map(chinese.map((page) => [relative(ZH_ROOT, page.file), page]));
  for (const page of english) {
    const translation = zhBySource.get(relative(EN_ROOT, page.file));
    assert.ok(translation, `${page.file} has no zh-Hans translation`);
    assert.equal(
      translation.frontMatter.slug,
      page.frontMatter.slug,
      `${translation.file}: slug differs`,
    );
    assert.ok(
      /[\u4e00-\u9fff]/.test(String(translation.frontMatter.title)),
      `${translation.file}: title is not translated`,
    );
  }
  assert.equal(chinese.length, english.length, 'a zh-Hans page has no English source');
});

test('pages have no h1 of their own (the title is the h1) and no stub text', () => {
  for (const page of all) {
    const body = page.body.replace(/```[\s\S]*?```/g, '');
    assert.ok(!/^# /m.test(body), `${page.file}: h1 in the body`);
    assert.ok(!/lorem ipsum|TODO|coming soon|TBD/i.test(body), `${page.file}: stub text`);
  }
});

test('only Flowloom is named, never another builder', () => {
  for (const page of all)
    assert.ok(!/langflow/i.test(page.body), `${page.file} names another product`);
});

test('product facts come from tokens, not hard-coded values', () => {
  const hardCoded = [
    facts.version,
    `${facts.host}:${facts.port}`,
    `localhost:${facts.port}`,
    `${facts.image}:`,
    facts.links.chat,
    facts.links.issues,
  ];
  for (const page of all) {
    for (const value of hardCoded) {
      assert.ok(!page.body.includes(value), `${page.file}: write the token instead of "${value}"`);
    }
  }
});

test('every FLOWLOOM_ variable a page names exists in data/env-vars.ts', () => {
  const known = new Set<string>(envVars.map((variable) => variable.name));
  // The guides, every translated file (API overview and UI strings included), the API overview.
  const translated = readdirSync('i18n', {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(mdx?|json)$/.test(file))
    .map((file) => join('i18n', file));
  const files = [...english.map((page) => page.file), ...translated, 'api-reference/index.mdx'];
  assert.ok(files.includes(join(ZH_ROOT, 'get-started/installation.mdx')), 'i18n/ is read');
  let named = 0;
  for (const file of files) {
    for (const [name] of readFileSync(file, 'utf8').matchAll(/\bFLOWLOOM_[A-Z0-9_]*[A-Z0-9]\b/g)) {
      named += 1;
      assert.ok(known.has(name), `${file}: unknown variable ${name}`);
    }
  }
  // The guides name variables in both locales: none found means the search is broken.
  assert.ok(named > 20, `only ${named} variables named`);
});

test('code fences have a language and a title; images have alt text', () => {
  let blocks = 0;
  for (const page of all) {
    // Fences alternate, opening then closing: a bare ``` that opens a block is caught too.
    let open = false;
    for (const [fence] of page.body.matchAll(/^ *```(?!`).*$/gm)) {
      const line = fence.trim();
      if (open) {
        assert.equal(line, '```', `${page.file}: ${line} inside a code block`);
      } else {
        blocks += 1;
        assert.match(line, /^```[\w+-]+ .*title="[^"]+"/, `${page.file}: ${line}`);
      }
      open = !open;
    }
    assert.equal(open, false, `${page.file}: a code block is never closed`);
    for (const [image] of page.body.matchAll(/!\[[^\]]*\]\([^)]*\)/g)) {
      assert.ok(!image.startsWith('![]'), `${page.file}: image without alt text`);
    }
  }
  assert.ok(blocks > 100, `only ${blocks} code blocks found`);
});

test('no table header cell is empty (screen readers announce a header for every column)', () => {
  const empty: string[] = [];
  for (const page of all) {
    const lines = page.body.split('\n');
    lines.forEach((line, index) => {
      // A header row is the row above a delimiter row (`| --- | --- |`).
      if (!/^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$/.test(lines[index + 1] ?? '')) return;
      const cells = line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|');
      if (cells.some((cell) => cell.trim() === '')) empty.push(`${page.file}: ${line.trim()}`);
    });
  }
  assert.deepEqual(empty, []);
});

test('diagrams exist in static/ and each page shows the version of its own locale', () => {
  const wrong: string[] = [];
  let diagrams = 0;
  for (const page of all) {
    const zh = page.file.startsWith(ZH_ROOT);
    for (const match of page.body.matchAll(/!\[[^\]]*\]\((\/img\/diagrams\/[^)\s]+\.svg)\)/g)) {
      const path = match[1] ?? '';
      diagrams += 1;
      const translated = path.endsWith('.zh-Hans.svg');
      const chineseTwin = path.replace(/\.svg$/, '.zh-Hans.svg');
      if (!existsSync(join('static', path))) wrong.push(`${page.file}: ${path} does not exist`);
      else if (translated && !zh) wrong.push(`${page.file}: shows the Chinese ${path}`);
      else if (zh && !translated && existsSync(join('static', chineseTwin)))
        wrong.push(`${page.file}: shows ${path} instead of ${chineseTwin}`);
    }
  }
  assert.ok(diagrams > 20, `only ${diagrams} diagrams found`);
  assert.deepEqual(wrong, []);
});
