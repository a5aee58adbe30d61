/**
 * `<TracingVariables provider="…" />` is compiled into its page (plugins/remark/remark-tracing-variables.ts):
 * the page carries its provider's rows in its locale, not the catalog of every provider.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import remarkTracingVariables from '../../plugins/remark/remark-tracing-variables';
import type {BuiltLocale} from '../../data/site';
import {tracingProviders} from '../../data/tracing';
import {compileMdx} from './compileMdx';

const compile = (mdx: string, locale: BuiltLocale): Promise<string> =>
  compileMdx(mdx, [[remarkTracingVariables, {locale}]]);

test("a page carries its provider's rows in its locale, and no other provider's", async () => {
  const [provider, other] = tracingProviders;
  assert.ok(provider && other);
  for (const locale of ['en', 'zh-Hans'] as const) {
    const out = await compile(`<TracingVariables provider="${provider.id}" />\n`, locale);
    for (const variable of provider.variables) {
      assert.ok(out.includes(`"${variable.name}"`), variable.name);
      assert.ok(out.includes(`"${variable.name.toLowerCase()}"`), `${variable.name} anchor`);
      assert.ok(
        out.includes(JSON.stringify(variable.description[locale])),
        `${variable.name} text`,
      );
    }
    for (const variable of other.variables) assert.ok(!out.includes(variable.name), variable.name);
    assert.doesNotMatch(out, /provider:/);
  }
});

test('an unknown provider fails the build, naming the page and the line', async () => {
  await assert.rejects(
    compile('Intro\n\n<TracingVariables provider="nope" />\n', 'en'),
    /<TracingVariables provider="nope"> in page\.mdx:3: no such provider/,
  );
});
