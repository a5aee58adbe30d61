import assert from 'node:assert/strict';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import {FileSystemConfigLoader, HtmlValidate} from 'html-validate';

import {validateFiles} from '../html-validate/validateFiles';

/** The configuration every built page is checked with (.htmlvalidate.mjs), on a page of `body`. */
async function ruleMessages(body: string): Promise<string[]> {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const report = await validator.validateString(
    `<!doctype html><html lang="en"><head><title>Tabs</title></head><body><main>${body}</main></body></html>`,
    'tabs.html',
  );
  return report.results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === 'flowloom/active-tab-has-panel')
    .map((message) => message.message);
}

const tabs = (first: string, second = '') =>
  `<ul role="tablist"><li role="tab" tabindex="0" aria-selected="true" ${first}>200</li>` +
  `<li role="tab" tabindex="-1" aria-selected="false" ${second}>404</li></ul>`;

test('an active tab must name its panel, or be named by it', async () => {
  // The theme's markup: neither names the other.
  assert.deepEqual(await ruleMessages(`${tabs('')}<div role="tabpanel">OK</div>`), [
    'Every active role="tab" element must have a corresponding role="tabpanel" element (aria-controls on the tab, or aria-labelledby on the panel)',
  ]);
  // aria-controls naming something that is not a panel does not count.
  assert.equal((await ruleMessages(`${tabs('aria-controls="p"')}<div id="p">OK</div>`)).length, 1);
  // The tab names its panel, or the panel names its tab; an inactive tab needs no panel drawn.
  assert.deepEqual(
    await ruleMessages(
      `${tabs('id="t1" aria-controls="p1"', 'id="t2"')}<div role="tabpanel" id="p1" aria-labelledby="t1">OK</div>`,
    ),
    [],
  );
  assert.deepEqual(
    await ruleMessages(
      `${tabs('id="t1"', 'id="t2"')}<div role="tabpanel" aria-labelledby="t1">OK</div>`,
    ),
    [],
  );
});

test('the worker pool reports every file, in order, with its own messages', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'html-validate-'));
  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><title>Page</title></head><body><main>${body}</main></body></html>`;
  const bodies = ['<p>fine</p>', `${tabs('')}<div role="tabpanel">OK</div>`, '<p>fine</p>'];
  const files = bodies.map((_, i) => join(dir, `${i}.html`));
  await Promise.all(bodies.map((body, i) => writeFile(join(dir, `${i}.html`), page(body))));
  const results = await validateFiles(files);
  assert.deepEqual(
    results.map(({file}) => file),
    files,
  );
  assert.deepEqual(
    results.map(({messages}) => messages.map(({ruleId}) => ruleId)),
    [[], ['flowloom/active-tab-has-panel'], []],
  );
  await rm(dir, {recursive: true});
});
