/**
 * Page dates from one pass over the Git history (plugins/helpers/contentDates.ts): each file's last
 * commit, the translation's own; the newest commit's date, said once, in a shallow clone; the
 * modification time for a file Git does not track, or with no repository at all.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {test} from 'node:test';

import {parseLog, readContentDates} from '../../plugins/helpers/contentDates';

function commit(dir: string, files: Record<string, string>, date: string): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), {recursive: true});
    writeFileSync(join(dir, file), text);
  }
  const env = {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date};
  execFileSync('git', ['add', '.'], {cwd: dir});
  execFileSync(
    'git',
    ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', date],
    {
      cwd: dir,
      env,
    },
  );
}

test('the log is read newest first: a file dates from its last commit', () => {
  const log =
    '\0' +
    '2026-03-02T10:00:00+00:00\n\ndocs/a.mdx\n' +
    '\0' +
    '2026-01-05T09:00:00+01:00\n\ndocs/a.mdx\ndocs/b.mdx\n';
  const dates = parseLog(log);
  assert.equal(dates.get('docs/a.mdx')?.toISOString(), '2026-03-02T10:00:00.000Z');
  assert.equal(dates.get('docs/b.mdx')?.toISOString(), '2026-01-05T08:00:00.000Z');
});

test('each page gets its own last change; a shallow clone and a folder without Git fall back', () => {
  const root = mkdtempSync(join(tmpdir(), 'content-dates-'));
  try {
    const site = join(root, 'site');
    mkdirSync(site);
    execFileSync('git', ['init', '-q'], {cwd: site});
    const zh = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/a.mdx';
    commit(site, {'docs/a.mdx': 'A', 'docs/b.mdx': 'B', [zh]: '甲'}, '2026-01-05T09:00:00Z');
    commit(site, {'docs/a.mdx': 'A, changed'}, '2026-02-10T12:00:00Z');
    commit(site, {[zh]: '甲，译文更新'}, '2026-03-15T08:30:00Z');
    commit(site, {'README.md': 'not a page'}, '2026-04-01T00:00:00Z');
    writeFileSync(join(site, 'docs/new.mdx'), 'draft');
    utimesSync(
      join(site, 'docs/new.mdx'),
      new Date('2026-05-01T00:00:00Z'),
      new Date('2026-05-01T00:00:00Z'),
    );

    const dates = readContentDates(site);
    assert.equal(dates.source, 'git');
    const iso = (file: string) => dates.dateOf(file).toISOString();
    assert.equal(iso('docs/a.mdx'), '2026-02-10T12:00:00.000Z');
    assert.equal(iso(join(site, 'docs/b.mdx')), '2026-01-05T09:00:00.000Z');
    assert.equal(iso(zh), '2026-03-15T08:30:00.000Z', 'a translation has its own date');
    assert.equal(iso('docs/new.mdx'), '2026-05-01T00:00:00.000Z', 'untracked: modification time');

    const shallow = join(root, 'shallow');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${site}`, shallow]);
    const fallback = readContentDates(shallow);
    assert.equal(fallback.source, 'shallow clone');
    assert.equal(fallback.dateOf('docs/b.mdx').toISOString(), '2026-04-01T00:00:00.000Z');

    const plain = join(root, 'plain');
    mkdirSync(join(plain, 'docs'), {recursive: true});
    writeFileSync(join(plain, 'docs/a.mdx'), 'A');
    utimesSync(
      join(plain, 'docs/a.mdx'),
      new Date('2026-06-01T00:00:00Z'),
      new Date('2026-06-01T00:00:00Z'),
    );
    // A folder inside no repository: GIT_CEILING_DIRECTORIES keeps Git from finding one above it.
    process.env.GIT_CEILING_DIRECTORIES = root;
    try {
      const noGit = readContentDates(plain);
      assert.equal(noGit.source, 'no git');
      assert.equal(noGit.dateOf('docs/a.mdx').toISOString(), '2026-06-01T00:00:00.000Z');
    } finally {
      delete process.env.GIT_CEILING_DIRECTORIES;
    }
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});
