import assert from 'node:assert/strict';
import {test} from 'node:test';
import remarkFacts, {substituteFacts} from '../../plugins/remark/remark-facts';
import {facts, factTokens} from '../../data/facts';
import {compileMdx} from './compileMdx';

const render = (mdx: string): Promise<string> => compileMdx(mdx, [remarkFacts]);

test('tokens are replaced in prose, inline code, code blocks and link targets', async () => {
  const out = await render(
    [
      'Flowloom {{version}} listens on {{serverUrl}}.',
      '',
      'Run `{{runCommand}}` or see [the repo]({{links.repo}}).',
      '',
      '```bash title="Terminal"',
      'docker run -p {{port}}:{{port}} {{image}}:{{version}}',
      '```',
    ].join('\n'),
  );
  assert.ok(
    out.includes(`["Flowloom ", "${facts.version}", " listens on ", "${facts.serverUrl}", "."]`),
  );
  assert.ok(out.includes(facts.runCommand));
  assert.ok(out.includes(`href: "${facts.links.repo}"`));
  assert.ok(
    out.includes(`docker run -p ${facts.port}:${facts.port} ${facts.image}:${facts.version}`),
  );
  assert.ok(!out.includes('{{'), 'no token is left');
});

test('a token standing alone as a block becomes a paragraph', async () => {
  const out = await render('{{serverUrl}}\n');
  assert.match(
    out,
    new RegExp(
      `_jsx\\(_components\\.p, \\{\\s*children: "${facts.serverUrl.replaceAll('.', '\\.')}"\\s*\\}`,
    ),
  );
});

test('an unknown token fails with the file and the name', async () => {
  await assert.rejects(
    render('Version {{verison}}'),
    /Unknown fact "\{\{verison\}\}" in page\.mdx/,
  );
  assert.throws(
    () => substituteFacts('{{nope}}', factTokens(), 'x.mdx'),
    /Unknown fact "\{\{nope\}\}" in x\.mdx/,
  );
});

test('other MDX expressions are left alone', async () => {
  const out = await render('export const n = 2;\n\nTwo is {n}.');
  // `{n}` is still an expression (the variable), not text.
  assert.match(out, /children: \["Two is ", n, "\."\]/);
});

test('every fact is a non-empty string token', () => {
  for (const [name, value] of factTokens()) assert.ok(value.length > 0, name);
  assert.equal(factTokens().get('links.repo'), facts.links.repo);
});
