/**
 * Applies the registry's edits (./registry.ts): a bundler rule per edited module, on the server and in
 * the browser as each edit asks, and the page template's edit. After each locale's build it writes
 * which edits each bundle applied (`.docusaurus/dependency-edits/<output folder>.json`), which the
 * browser suite checks: an edit whose module moved in an upgrade never reaches the loader, and the
 * check names it.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import type {Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

import {moduleFile} from '../../helpers/packageFile';
import {registry} from './registry';
import type {DependencyEdit} from './types';

/** The loader, as the bundler runs it (CommonJS); its text replacement, for the template and tests. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('./loader.cjs') as {
  applyChanges: (label: string, source: string, changes: Change[]) => string;
  applied: Record<Bundle, Set<string>>;
};

export const {applyChanges} = loader;

type Bundle = 'client' | 'server';
/** One replacement, with the edit it belongs to. */
type Change = {id: string; from: string; to: string};

/** Docusaurus's Root, which src/theme/Root.tsx replaces (the `root-transition` entry). */
const CORE_ROOT = '@docusaurus/core/lib/client/theme-fallback/Root/index.js';

/** The report of a build into `outDir` (relative to the site), in the generated files. */
export const reportFile = (generatedFilesDir: string, outDir: string): string =>
  join(generatedFilesDir, 'dependency-edits', `${outDir.split(sep).join('__')}.json`);

/** What the build report holds: the ids of the edits each bundle applied. */
export type EditsReport = Record<Bundle, string[]>;

export interface EditsOptions {
  /** Ids left out, to measure what an edit buys (`DOCS_EDITS_OFF`). */
  off: ReadonlySet<string>;
  localSearch: boolean;
}

/** Names every id of `ids` that the registry lacks, so a mistyped `DOCS_EDITS_OFF` stops the build. */
export function checkEditIds(ids: Iterable<string>): Set<string> {
  const known = new Set(registry.map((edit) => edit.id));
  const unknown = [...ids].filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new Error(
      `DOCS_EDITS_OFF names ${unknown.join(', ')}, which plugins/docusaurus/dependency-edits/registry.ts lacks`,
    );
  return new Set(ids);
}

/** The edits a build applies to its bundles, in the browser or on the server. */
export function bundleEdits(bundle: Bundle, {off, localSearch}: EditsOptions): DependencyEdit[] {
  return registry.filter(
    ({id, appliedTo = 'bundle', localSearchOnly = false}) =>
      !off.has(id) &&
      (localSearch || !localSearchOnly) &&
      (appliedTo === 'bundle' || (appliedTo === 'browser bundle' && bundle === 'client')),
  );
}

/** One loader rule per edited module, with every change of every edit to it. */
export function editRules(bundle: Bundle, options: EditsOptions): RuleSetRule[] {
  const byModule = new Map<string, Change[]>();
  for (const {id, replacements} of bundleEdits(bundle, options)) {
    for (const {module, from, to} of replacements) {
      const changes = byModule.get(module) ?? [];
      changes.push({id, from, to});
      byModule.set(module, changes);
    }
  }
  return [...byModule].map(([module, changes]) => ({
    test: moduleFile(module),
    use: [{loader: require.resolve('./loader.cjs'), options: {label: module, bundle, changes}}],
  }));
}

/** Docusaurus's page template with the registry's template edits (unless left out). */
export function pageTemplate(off: ReadonlySet<string>): string {
  const changes = registry
    .filter(({id, appliedTo}) => appliedTo === 'template' && !off.has(id))
    .flatMap(({id, replacements}) => replacements.map(({from, to}) => ({id, from, to})));
  return applyChanges('@docusaurus/core/lib/ssg/ssgTemplate.html.js', defaultTemplate, changes);
}

export default function dependencyEdits(options: EditsOptions): () => Plugin {
  return () => ({
    name: 'dependency-edits',
    configureWebpack(_config, isServer) {
      const bundle = isServer ? 'server' : 'client';
      // Each locale's build reports its own applications.
      loader.applied[bundle].clear();
      return {
        module: {rules: editRules(bundle, options)},
        // Site code left out: `root-transition` by Docusaurus's own Root in place of ours.
        ...(options.off.has('root-transition') && {
          resolve: {alias: {'@theme/Root': require.resolve(CORE_ROOT)}},
        }),
      };
    },
    postBuild({generatedFilesDir, outDir, siteDir}) {
      const report: EditsReport = {
        client: [...loader.applied.client].sort(),
        server: [...loader.applied.server].sort(),
      };
      const file = reportFile(generatedFilesDir, relative(siteDir, outDir));
      mkdirSync(join(file, '..'), {recursive: true});
      writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    },
  });
}
