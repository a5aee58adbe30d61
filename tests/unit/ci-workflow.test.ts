import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';

import {parse} from 'yaml';

interface Workflow {
  jobs: Record<string, {steps: {run?: string}[]; needs?: string | string[]}>;
}

const workflow = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as Workflow;
const runs = Object.values(workflow.jobs).flatMap(({steps}) =>
  steps.flatMap(({run}) => (run ? [run] : [])),
);
const scripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as {scripts: Record<string, string>}
).scripts;

test('the workflow runs every step of npm test, which .ci/run runs on one machine', () => {
  const steps = scripts.test!.split('&&').map((step) => step.trim().replace(/^npm run /, ''));
  assert.ok(steps.length > 5, 'npm test is a chain of npm scripts');
  const missing = steps.filter((step) =>
    step === 'test:e2e'
      ? // The browser tests run in shards: the script's own command, with --shard.
        !runs.some((run) => run.includes(`${scripts['test:e2e']} --shard=`))
      : !runs.some((run) => new RegExp(`npm run ${step}(?![\\w:-])`).test(run)),
  );
  assert.deepEqual(missing, [], 'steps of npm test that no job of the workflow runs');
  assert.match(readFileSync('.ci/run', 'utf8'), /^source \.ci\/setup\nnpm test$/m);
  // Every job that runs a step sets its machine up the same way.
  for (const run of runs.filter((run) => /npm run|npx playwright test/.test(run)))
    assert.match(run, /^source \.ci\/setup && /, run);
});

test("the browser tests run on the build job's site, and their shards' reports are merged", () => {
  const {browser, 'browser-report': report} = workflow.jobs;
  assert.ok(browser && report);
  assert.equal(browser.needs, 'build');
  assert.equal(report.needs, 'browser');
  assert.ok(runs.some((run) => run.includes('--reporter=blob')));
  assert.ok(runs.some((run) => run.startsWith('npx playwright merge-reports')));
});
