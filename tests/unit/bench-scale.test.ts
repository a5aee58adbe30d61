/**
 * `npm run bench:scale` measures the suite on a site with every guide copied; this holds its copying
 * (a generated site the build would reject, or one with fewer pages than claimed, would measure
 * nothing). One copy (--factor 2), generated only.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import matter from 'gray-matter';

import {COMPONENT_DETAILS_USAGE} from '../../data/components';

const ZH_DOCS = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current';

const pagesOf = (dir: string): string[] =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name) && !name.startsWith('copy-'))
    .sort();

test('bench:scale copies every guide of both locales with new slugs, titles and sidebar items', () => {
  const root = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const dir = join(root, 'site');
  try {
    execFileSync(
      'npx',
      ['tsx', 'scripts/bench/scale.ts', '--factor', '2', '--generate-only', '--dir', dir],
      {
        stdio: 'pipe',
      },
    );
    for (const [source, titleSuffix] of [
      ['docs', ' (copy 2)'],
      [ZH_DOCS, '（副本 2）'],
    ] as const) {
      const pages = pagesOf(join(dir, source));
      assert.deepEqual(pagesOf(join(dir, source, 'copy-2')), pages, `${source}: every page copied`);
      for (const page of pages) {
        const original = matter(readFileSync(join(dir, source, page), 'utf8'));
        const copy = matter(readFileSync(join(dir, source, 'copy-2', page), 'utf8'));
        const slug = String(original.data.slug);
        assert.equal(copy.data.slug, slug === '/' ? '/copy-2' : `/copy-2-${slug.slice(1)}`);
        assert.equal(copy.data.title, `${original.data.title}${titleSuffix}`);
        // The welcome page gains a section that links the copies; the copies keep the page as it
        // was, but name each component whose details only its family's page shows.
        const [body, copies] = original.content.split(/\n## \S+ \{#copies\}\n/);
        assert.equal(
          copy.content.trimEnd(),
          body!.replace(COMPONENT_DETAILS_USAGE, '`$1`').trimEnd(),
          `${source}/${page}: same body`,
        );
        assert.deepEqual(
          [...copy.content.matchAll(COMPONENT_DETAILS_USAGE)],
          [],
          `${source}/${page}`,
        );
        if (page === 'index.mdx') assert.match(copies ?? '', /\]\(\.\/copy-2\/index\.mdx\)/);
      }
    }
    // Every copy is in the sidebar, and every translation is in step with its English copy.
    const sidebar = readFileSync(join(dir, 'sidebars.ts'), 'utf8');
    for (const page of pagesOf(join(dir, 'docs')))
      assert.ok(
        sidebar.includes(`'copy-2/${page.replace(/\.mdx?$/, '')}'`) || page === 'index.mdx',
        page,
      );
    const status = spawnSync('npx', ['tsx', 'scripts/translations/status.ts'], {
      cwd: dir,
      encoding: 'utf8',
    });
    assert.match(status.stdout, /Pages \(zh-Hans\): (\d+) translated, \1 in step/);
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});
