/**
 * Every edit of dependency code that the registry lists reached the bundles it is meant for, in each
 * locale's build and in the hosted-search build: an edit whose module an upgrade moved, or that no
 * module imports any more, is named here. Read from the reports the build wrote
 * (plugins/docusaurus/dependency-edits), without a browser.
 */
import {existsSync, readFileSync} from 'node:fs';

import {bundleEdits, reportFile, type EditsReport} from '../../plugins/docusaurus/dependency-edits';
import {hostedSearch} from '../../features/search/build/hostedFixture';
import {expect, test} from './fixtures';

const builds = [
  {outDir: 'build', localSearch: true},
  {outDir: 'build/zh-Hans', localSearch: true},
  {outDir: hostedSearch.outDir, localSearch: false},
];

for (const {outDir, localSearch} of builds) {
  test(`the build in ${outDir} applied every edit the registry lists for it`, () => {
    const file = reportFile('.docusaurus', outDir);
    expect(existsSync(file), `${file} (written by the build)`).toBe(true);
    const report = JSON.parse(readFileSync(file, 'utf8')) as EditsReport;
    for (const bundle of ['client', 'server'] as const) {
      const expected = bundleEdits(bundle, {off: new Set(), localSearch}).map(({id}) => id);
      expect(report[bundle], `${bundle} bundle`).toEqual([...expected].sort());
    }
  });
}
