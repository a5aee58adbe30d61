/**
 * A translated page records the English version it translates; when the English page changes, the
 * translation is behind: `npm run translations:status` lists it with the English diff, the page shows
 * a notice linking the English page, and `npm run translations:mark` clears it. On main every
 * translation is in step, so the two locales land together.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {test} from 'node:test';

import {translatedLocales} from '../../data/site';
import {
  blobId,
  englishChanges,
  markTranslation,
  recordedSource,
  translationPairs,
  translationStatus,
  withRecordedSource,
} from '../../plugins/helpers/translationSources';
import remarkTranslationNotice from '../../plugins/remark/remark-translation-notice';

test('every translated page is in step with its English page', () => {
  for (const locale of translatedLocales) {
    const pairs = translationPairs(locale);
    const english = readdirSync('docs', {recursive: true, encoding: 'utf8'}).filter((file) =>
      /\.mdx?$/.test(file),
    );
    // Every guide, and the API reference's overview.
    assert.equal(pairs.length, english.length + 1);
    const late = pairs
      .map((pair) => translationStatus(pair))
      .filter(({state}) => state !== 'current')
      .map(({translation, english, state}) => `${translation} (${state}, translates ${english})`);
    assert.deepEqual(
      late,
      [],
      'Update each translation, then record it with `npm run translations:mark -- FILE`; `npm run translations:status` shows what changed in English.',
    );
  }
});

test('the recorded source is a front-matter line, added or replaced', () => {
  const page = '---\ntitle: 流程\nslug: /concepts-flows\n---\n\n正文。\n';
  assert.equal(recordedSource(page), undefined);
  const marked = withRecordedSource(page, 'a'.repeat(40));
  assert.equal(
    marked,
    `---\ntitle: 流程\nslug: /concepts-flows\ntranslated_from: ${'a'.repeat(40)}\n---\n\n正文。\n`,
  );
  assert.equal(recordedSource(withRecordedSource(marked, 'b'.repeat(40))), 'b'.repeat(40));
  assert.throws(() => withRecordedSource('正文。', 'a'.repeat(40)), /no front matter/);
  // Git's own blob id of the same bytes.
  assert.equal(blobId('hello\n'), 'ce013625030ba8dba906f756967f9e9ca394464a');
});

/** Compiles `page` of the fixture with the notice plugin, as the zh-Hans build does. */
async function compiled(siteDir: string, page: string): Promise<string> {
  const {compile} = await import('@mdx-js/mdx');
  const file = {
    value: '正文。',
    path: join(siteDir, page),
    data: {frontMatter: {slug: '/concepts-flows'}},
  };
  return String(
    await compile(file, {
      remarkPlugins: [
        [
          remarkTranslationNotice,
          {locale: 'zh-Hans', englishUrl: (slug: string) => `/docs/workflow${slug}`, siteDir},
        ],
      ],
    }),
  );
}

test('an English edit puts its translation behind, with a notice and the diff; marking clears it', async () => {
  const siteDir = mkdtempSync(join(tmpdir(), 'translations-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {cwd: siteDir});
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(siteDir, path)), {recursive: true});
    writeFileSync(join(siteDir, path), text);
  };
  const english = 'docs/concepts/flows.mdx';
  const chinese = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/concepts/flows.mdx';
  try {
    write(english, '---\ntitle: Flows\nslug: /concepts-flows\n---\n\nA flow runs.\n');
    write(chinese, '---\ntitle: 流程\nslug: /concepts-flows\n---\n\n流程会运行。\n');
    const [pair] = translationPairs('zh-Hans', siteDir);
    assert.deepEqual(pair, {english, translation: chinese});
    assert.equal(translationStatus(pair, siteDir).state, 'unmarked');
    markTranslation(pair, siteDir);
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'Both pages');
    assert.equal(translationStatus(pair, siteDir).state, 'current');
    assert.doesNotMatch(await compiled(siteDir, chinese), /英文原文已更新/);

    write(english, '---\ntitle: Flows\nslug: /concepts-flows\n---\n\nA flow runs, then stops.\n');
    const status = translationStatus(pair, siteDir);
    assert.equal(status.state, 'behind');
    const diff = englishChanges(status, siteDir);
    assert.match(diff, /^-A flow runs\.$/m);
    assert.match(diff, /^\+A flow runs, then stops\.$/m);
    const page = await compiled(siteDir, chinese);
    assert.match(page, /title: "英文原文已更新"/);
    assert.match(page, /href: "pathname:\/\/\/docs\/workflow\/concepts-flows"/);
    assert.match(page, /autoAddBaseUrl: false/);

    markTranslation(pair, siteDir);
    assert.equal(translationStatus(pair, siteDir).state, 'current');
    assert.doesNotMatch(await compiled(siteDir, chinese), /英文原文已更新/);
    // A version Git never had cannot be shown, and the reader is told so.
    const lost = {...status, recorded: 'f'.repeat(40)};
    assert.match(englishChanges(lost, siteDir), /is not in this repository's history/);
    assert.match(readFileSync(join(siteDir, chinese), 'utf8'), /^translated_from: [0-9a-f]{40}$/m);
  } finally {
    rmSync(siteDir, {recursive: true, force: true});
  }
});
