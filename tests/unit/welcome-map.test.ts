/**
 * The welcome page's map of the docs names every section the site has or will have, and links the
 * pages that exist: the first page of every sidebar category and at least one page of every folder
 * of docs/, in both locales. A section added without a line on the map fails here.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import sidebars from '../../sidebars';
import {builtLocales} from '../../data/site';
import {DOC_ROOTS} from './docSources';

/** The sections of the guides, as the welcome page's `###` heading ids name them. */
const SECTIONS = [
  'get-started',
  'concepts',
  'components',
  'agents',
  'configuration',
  'develop',
  'reference',
  'deployment',
  'integrations',
  'starter-projects',
  'contributing',
];

/** The docs the welcome page links, as sidebar ids (`concepts/flows`). */
const linkedDocs = (text: string): Set<string> =>
  new Set([...text.matchAll(/\]\(\.\/([\w/-]+)\.mdx(?:#[\w-]*)?\)/g)].map(([, id]) => id!));

/** Problems of one welcome page, given the sidebar's categories and the folders that hold pages. */
function mapProblems(text: string, firstDocs: string[], folders: string[]): string[] {
  const map = text.slice(text.indexOf('{#how-these-docs-are-organised}'));
  const linked = linkedDocs(map);
  return [
    ...SECTIONS.filter((id) => !new RegExp(`^### .+ \\{#${id}\\}$`, 'm').test(map)).map(
      (id) => `no section #${id} on the map`,
    ),
    ...firstDocs
      .filter((id) => !linked.has(id))
      .map((id) => `${id}, a category's first page, is not linked`),
    ...folders
      .filter((folder) => ![...linked].some((id) => id.startsWith(`${folder}/`)))
      .map((folder) => `no page of docs/${folder}/ is linked`),
  ];
}

interface Category {
  type: string;
  items?: (string | {type: string; id?: string})[];
}

const firstDocs = (sidebars.guides as Category[]).flatMap((item) => {
  const first = item.type === 'category' ? item.items?.[0] : undefined;
  return typeof first === 'string' ? [first] : first?.id ? [first.id] : [];
});

const folders = readdirSync('docs', {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .filter((entry) => readdirSync(join('docs', entry.name)).some((file) => file.endsWith('.mdx')))
  .map((entry) => entry.name);

test('the welcome page maps every section and links the pages that exist, in both locales', () => {
  assert.ok(firstDocs.length >= 4 && folders.length >= 4);
  for (const locale of builtLocales) {
    const text = readFileSync(join(DOC_ROOTS[locale], 'index.mdx'), 'utf8');
    assert.deepEqual(mapProblems(text, firstDocs, folders), [], locale);
  }
});

test('a map that lists only some sections, or misses a folder of pages, fails', () => {
  const partial = [
    '## How these docs are organised {#how-these-docs-are-organised}',
    '### Get started {#get-started}',
    '- [Install](./get-started/installation.mdx)',
    '### Concepts {#concepts}',
    '- [Overview](./concepts/overview.mdx)',
  ].join('\n');
  const problems = mapProblems(
    partial,
    ['get-started/installation', 'agents/overview'],
    ['concepts', 'reference'],
  );
  assert.ok(problems.includes('no section #components on the map'), problems.join('\n'));
  assert.ok(problems.includes('no section #contributing on the map'));
  assert.ok(problems.includes("agents/overview, a category's first page, is not linked"));
  assert.ok(problems.includes('no page of docs/reference/ is linked'));
  assert.ok(!problems.some((problem) => problem.includes('concepts')));
});
