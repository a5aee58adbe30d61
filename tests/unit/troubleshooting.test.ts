/**
 * The Troubleshooting index (features/troubleshooting): it gathers every entry of every guide's
 * Troubleshooting section in both locales, as a plain reading of the sources counts them, each with
 * its anchor, and every error message of openapi.json; its page lists each of them with a link that
 * resolves; an entry without an id stops the build, naming the file.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';

import type {Link, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';

import {builtLocales} from '../../data/site';
import {guideSource} from '../../plugins/helpers/guideSources';
import {nodesWhere} from '../../plugins/helpers/mdastNodes';
import {gatherApiMessages} from '../../features/troubleshooting/build/api';
import {errorTexts} from '../../features/troubleshooting/build/errorTexts';
import {gatherGuides, readGuide, SECTION_ID} from '../../features/troubleshooting/build/guides';
import remarkTroubleshootingIndex, {
  troubleshootingIndexNodes,
} from '../../features/troubleshooting/build/remarkIndex';
import {compileMdx} from './compileMdx';
import {DOC_ROOTS, docSources, splitSource} from './docSources';

const PAGE = 'reference/troubleshooting.mdx';

/**
 * Per guide, the anchors of its Troubleshooting entries read line by line: each `###` heading's id
 * under the `{#troubleshooting}` heading, and the section's own id once per row of a symptom table
 * that stands before the first `###`.
 */
function plainEntries(locale: (typeof builtLocales)[number]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const {file, slug, text} of docSources(locale)) {
    const lines = splitSource(text).paragraphs.flat();
    const start = lines.findIndex(({text}) => /^## .*\{#troubleshooting\}$/.test(text));
    if (start === -1) continue;
    const section = lines.slice(start + 1);
    const end = section.findIndex(({text}) => text.startsWith('## '));
    const ids: string[] = [];
    let inEntry = false;
    let rows = -1;
    for (const {text} of end === -1 ? section : section.slice(0, end)) {
      if (text.startsWith('### ')) {
        inEntry = true;
        ids.push(/\{#([^}]+)\}$/.exec(text)?.[1] ?? '');
      } else if (!inEntry && text.startsWith('|')) {
        // The header row, its delimiter row, then one entry per row of a table headed by a symptom.
        if (rows === -1 && /^\| (Symptom|现象|症状) \|/.test(text)) rows = 0;
        else if (rows >= 0 && rows++ > 0) ids.push(SECTION_ID);
      }
    }
    found.set(slug ?? file, ids);
  }
  return found;
}

for (const locale of builtLocales) {
  test(`every Troubleshooting entry of the guides is gathered, with its id (${locale})`, () => {
    const plain = plainEntries(locale);
    const gathered = gatherGuides(locale);
    const total = [...plain.values()].reduce((sum, ids) => sum + ids.length, 0);
    assert.ok(plain.size >= 80 && total >= 430, `${plain.size} pages, ${total} entries`);
    assert.deepEqual(
      new Map(gathered.map((page) => [page.slug, page.entries.map((entry) => entry.id)])),
      plain,
    );
    for (const page of gathered) {
      assert.ok(page.title.trim(), `${page.slug}: no title`);
      for (const entry of page.entries) {
        assert.match(entry.id, /^[\w-]+$/, `${page.slug}: ${entry.title}`);
        assert.ok(entry.title.trim(), `${page.slug}#${entry.id}: no title`);
      }
    }
  });

  test(`every error message of openapi.json is gathered, with the pages of its operations (${locale})`, () => {
    // Read plainly: each error response's example bodies, a shared response or example followed.
    const document = JSON.parse(readFileSync('openapi.json', 'utf8')) as {
      paths: Record<string, Record<string, {responses?: Record<string, unknown>}>>;
      components: Record<string, Record<string, unknown>>;
    };
    const follow = (node: unknown): Record<string, unknown> => {
      const ref = (node as {$ref?: string}).$ref;
      if (!ref) return node as Record<string, unknown>;
      const [, , kind, name] = ref.split('/');
      return follow(document.components[kind!]![name!]);
    };
    const expected = new Set<string>();
    for (const item of Object.values(document.paths))
      for (const operation of Object.values(item))
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (Number(status) < 400) continue;
          const content = (follow(response).content ?? {}) as Record<
            string,
            Record<string, unknown>
          >;
          for (const media of Object.values(content)) {
            const bodies = [
              media.example,
              ...Object.values((media.examples ?? {}) as Record<string, unknown>).map(
                (example) => follow(example).value,
              ),
            ];
            for (const body of bodies) {
              const detail = (body as {detail?: unknown} | undefined)?.detail;
              if (typeof detail === 'string') expected.add(detail);
              if (Array.isArray(detail))
                for (const item of detail as {msg: string}[]) expected.add(item.msg);
            }
          }
        }
    assert.ok(expected.size >= 50, `only ${expected.size} messages in openapi.json`);
    const gathered = gatherApiMessages(locale);
    assert.deepEqual(new Set(gathered.map(({message}) => message)), expected);
    for (const {message, operations} of gathered) {
      assert.ok(operations.length > 0, message);
      for (const {page, title, statuses} of operations) {
        assert.ok(existsSync(join('generated/api-operations', locale, `${page}.json`)), page);
        assert.ok(title.trim(), page);
        assert.ok(statuses.length > 0 && statuses.every((status) => Number(status) >= 400));
      }
    }
  });

  test(`the index lists every entry and message, each linked where it resolves (${locale})`, () => {
    const from = join(DOC_ROOTS[locale], 'reference');
    const nodes = troubleshootingIndexNodes(locale, from);
    const links = nodesWhere(
      {type: 'root', children: nodes} as Root,
      (node): node is Link => node.type === 'link',
    );
    const urls = new Set(links.map((link) => link.url));
    for (const page of gatherGuides(locale)) {
      const file = join(DOC_ROOTS[locale], `${page.docId}.mdx`);
      const source = readFileSync(file, 'utf8');
      for (const {id} of page.entries) {
        const url = `${relative(from, file)}#${id}`;
        assert.ok(urls.has(url), `${page.docId}#${id} is not linked as ${url}`);
        assert.ok(source.includes(`{#${id}}`), `${page.docId} has no anchor #${id}`);
      }
    }
    const text = nodes.map((node: RootContent) => toString(node)).join('\n');
    for (const {message, operations} of gatherApiMessages(locale)) {
      assert.ok(text.includes(message), `${message} is not listed`);
      if (operations.length <= 20)
        for (const {page} of operations) assert.ok(urls.has(`/api/${page}`), page);
    }
    const headings = nodes.filter((node) => node.type === 'heading');
    assert.ok(headings.length >= 10, `${headings.length} areas`);
    for (const heading of headings)
      assert.match(String(heading.data?.hProperties?.id), /^[a-z-]+$/, toString(heading));
  });

  test(`the index page compiles with the index in place of its element (${locale})`, async () => {
    const source = readFileSync(join(DOC_ROOTS[locale], PAGE), 'utf8');
    assert.match(source, /^slug: \/troubleshooting$/m);
    const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
    const out = await compileMdx(body, [[remarkTroubleshootingIndex, {locale}]]);
    assert.doesNotMatch(out, /TroubleshootingIndex/);
    assert.match(out, /id: "api-errors"/);
  });
}

/** A guide titled Page whose Troubleshooting section is `lines`, from line 8 of its file. */
const troubleshootingPage = (file: string, docId: string, ...lines: string[]) =>
  guideSource(
    file,
    [
      '---',
      'title: Page',
      'slug: /page',
      '---',
      '',
      '## Troubleshooting {#troubleshooting}',
      '',
      ...lines,
    ].join('\n'),
    docId,
  );

test('an entry without an id stops the build, naming the file and line', () => {
  const page = troubleshootingPage(
    join(process.cwd(), 'docs/concepts/page.mdx'),
    'concepts/page',
    '### It fails with `Boom` {#boom}',
    '',
    'Because.',
    '',
    '### It fails again',
    '',
  );
  assert.throws(
    () => readGuide(page),
    /docs\/concepts\/page\.mdx:12: the Troubleshooting entry "It fails again" has no \{#id\}/,
  );
});

test('a symptom gives its code spans and quoted strings, up to the next label', () => {
  const page = troubleshootingPage(
    'page.mdx',
    'page',
    '| Symptom | Cause | Fix |',
    '| --- | --- | --- |',
    '| `429` or "rate limit" | Too fast. | Slow down. |',
    '',
    '### Run fails with "flow not found" {#not-found}',
    '',
    '**Symptom:** the log says “Flow `order-bot` is gone” or `"no such flow"`. **Cause:** a `typo`.',
    '',
    '### 上传失败 {#upload}',
    '',
    '**现象**：提示「File too large」。',
    '',
    '**原因**：文件超过了 `FLOWLOOM_MAX_FILE_SIZE_UPLOAD`。',
  );
  assert.deepEqual(readGuide(page)?.entries, [
    {title: '429 or "rate limit"', id: 'troubleshooting', errors: ['429', 'rate limit']},
    {
      title: 'Run fails with "flow not found"',
      id: 'not-found',
      errors: ['flow not found', 'order-bot', 'Flow order-bot is gone', 'no such flow'],
    },
    {title: '上传失败', id: 'upload', errors: ['File too large']},
  ]);
  assert.equal(
    readGuide(guideSource('page.mdx', '---\ntitle: A\nslug: /a\n---\n\n## Usage {#usage}\n', 'a')),
    undefined,
  );
  assert.deepEqual(errorTexts([{type: 'text', value: 'an "unclosed quote'}]), []);
});
