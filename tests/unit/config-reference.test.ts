/**
 * plugins/remark/remark-config-reference.ts: a page carries the variables and the command it shows, in its
 * locale, and a reference the catalogs lack fails the build with the file and the line.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import remarkConfigReference, {cliCommandView} from '../../plugins/remark/remark-config-reference';
import {cliCommandByName} from '../../data/cli';
import {envVarByName, envVarsByGroup} from '../../data/env-vars';
import type {BuiltLocale} from '../../data/site';
import {compileMdx} from './compileMdx';

const compile = (mdx: string, locale: BuiltLocale = 'en'): Promise<string> =>
  compileMdx(mdx, [[remarkConfigReference, {locale}]]);

const port = envVarByName('FLOWLOOM_PORT')!;

test('a group becomes its rows in the page locale only, each with its anchor', async () => {
  const en = await compile('<EnvVars group="server" />');
  for (const variable of envVarsByGroup('server')) {
    assert.ok(en.includes(JSON.stringify(variable.description.en)), variable.name);
  }
  assert.ok(en.includes('"anchor": "flowloom_port"'));
  assert.ok(!en.includes(port.description['zh-Hans']));
  assert.ok(!en.includes('FLOWLOOM_DATABASE_URL'), 'another group stays out');
  assert.ok(en.includes('"Default"'));

  const zh = await compile('<EnvVars group="server" />', 'zh-Hans');
  assert.ok(zh.includes(JSON.stringify(port.description['zh-Hans'])));
  assert.ok(!zh.includes(port.description.en));
  assert.ok(zh.includes('"默认值"'));
});

test('names="…" gives those variables, in that order', async () => {
  const out = await compile('<EnvVars names="FLOWLOOM_PORT, FLOWLOOM_AUTO_LOGIN" />');
  const portAt = out.indexOf('"FLOWLOOM_PORT"');
  const loginAt = out.indexOf('"FLOWLOOM_AUTO_LOGIN"');
  assert.ok(portAt > 0 && loginAt > portAt);
  assert.ok(!out.includes('"FLOWLOOM_HOST"'));
});

test('unknown groups, variables and commands fail with the file and the line', async () => {
  await assert.rejects(
    compile('Intro\n\n<EnvVars group="networking" />'),
    /<EnvVars group="networking"> in page\.mdx:3: no such group/,
  );
  await assert.rejects(
    compile('<EnvVars names="FLOWLOOM_PORT,FLOWLOOM_PROT" />'),
    /<EnvVars> in page\.mdx:1: FLOWLOOM_PROT is not in data\/env-vars\.ts/,
  );
  await assert.rejects(compile('<EnvVars />'), /page\.mdx:1 needs either group/);
  await assert.rejects(
    compile('<EnvVars group="server" names="FLOWLOOM_PORT" />'),
    /page\.mdx:1 needs either group/,
  );
  await assert.rejects(
    compile('# T\n\n<CliCommand name="serve" />'),
    /<CliCommand> in page\.mdx:3 needs name="…", one of flowloom, run/,
  );
});

test('a variable shown twice on a page fails: its row id would repeat', async () => {
  await assert.rejects(
    compile('<EnvVars group="server" />\n\n<EnvVars names="FLOWLOOM_PORT" />'),
    /page\.mdx:3 shows FLOWLOOM_PORT, which page\.mdx:1 already shows/,
  );
});

test('a command carries its options, with the variable each links to', async () => {
  const out = await compile('<CliCommand name="run" />', 'zh-Hans');
  assert.ok(out.includes('"flowloom run [OPTIONS]"'));
  assert.ok(out.includes('"/environment-variables#flowloom_port"'));
  assert.ok(out.includes(JSON.stringify(port.description['zh-Hans'])));
  const view = cliCommandView(cliCommandByName('run')!, 'en');
  const openBrowser = view.options.find((option) => option.forms[0] === '--open-browser');
  assert.deepEqual(openBrowser?.forms, ['--open-browser', '--no-open-browser']);
  assert.equal(openBrowser?.default, 'true');
});
