/**
 * data/cli.ts agrees with the environment-variable catalog, is written in both locales, and
 * every `flowloom …` command the guides show uses a command and options it has.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {substituteFacts} from '../../plugins/remark/remark-facts';
import {cliCommandByName, cliCommands, optionForms} from '../../data/cli';
import {envVarByName, envVars} from '../../data/env-vars';
import {factTokens} from '../../data/facts';
import {builtLocales} from '../../data/site';
import {docSources} from './docSources';
import {flowloomInvocations, invocationError, pageInvocations} from './flowloomCommands';
import {bilingualTextProblems} from './bilingualText';

test('the commands the product needs are there, each option spelled once', () => {
  assert.deepEqual(
    cliCommands.map((command) => command.name),
    ['flowloom', 'run', 'superuser', 'api-key', 'migration', 'copy-db'],
  );
  assert.deepEqual(
    cliCommandByName('flowloom')?.options.map((option) => option.name),
    ['--version', '--help'],
  );
  for (const command of cliCommands) {
    const forms = command.options.flatMap(optionForms);
    assert.deepEqual(
      forms.filter((form, index) => forms.indexOf(form) !== index),
      [],
      `${command.name}: an option spelled twice`,
    );
    assert.ok(forms.includes('--help'), `${command.name} has no --help`);
    const prefix = command.name === 'flowloom' ? 'flowloom ' : `flowloom ${command.name} `;
    assert.ok(command.usage.startsWith(prefix), `${command.name}: usage ${command.usage}`);
  }
});

test('the options of flowloom run are exactly the cliOptions of the variables, with equal defaults', () => {
  const run = cliCommandByName('run')!;
  const withVariable = run.options.filter((option) => option.envVar);
  assert.deepEqual(
    withVariable.map((option) => option.name).sort(),
    envVars.flatMap((variable) => (variable.cliOption ? [variable.cliOption] : [])).sort(),
  );
  for (const option of withVariable) {
    const variable = envVarByName(option.envVar!)!;
    assert.equal(variable.cliOption, option.name, `${option.name}: variable ${variable.name}`);
    assert.equal(option.default, variable.default, `${option.name}: default`);
    assert.equal(option.type, variable.type, `${option.name}: type`);
    assert.deepEqual(option.values, variable.values, `${option.name}: values`);
  }
});

test('an option of any command that reads a variable has that variable’s type and default', () => {
  for (const command of cliCommands) {
    for (const option of command.options) {
      if (!option.envVar) continue;
      const variable = envVarByName(option.envVar);
      assert.ok(variable, `${command.name} ${option.name}: unknown ${option.envVar}`);
      assert.equal(option.default, variable.default, `${command.name} ${option.name}: default`);
      assert.equal(option.type, variable.type, `${command.name} ${option.name}: type`);
    }
  }
});

test('every command and option is described in every locale', () => {
  for (const command of cliCommands) {
    const texts = [
      {what: command.name, text: command.description},
      ...command.options.map((option) => ({
        what: `${command.name} ${option.name}`,
        text: option.description,
      })),
    ];
    assert.deepEqual(bilingualTextProblems(texts), []);
  }
});

test('every flowloom command in the guides uses a command and options of the catalog', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const source of builtLocales.flatMap(docSources)) {
    for (const found of pageInvocations(source.text)) {
      checked += 1;
      const error = invocationError(found);
      if (error)
        problems.push(`${source.file}:${found.line}: flowloom ${found.words.join(' ')}: ${error}`);
    }
  }
  assert.ok(checked >= 30, `only ${checked} commands found`);
  assert.deepEqual(problems, []);
});

/** The errors of the commands of a synthetic page, as `line: error`. */
const pageErrors = (...lines: string[]): string[] =>
  pageInvocations(substituteFacts(lines.join('\n'), factTokens(), 'page.mdx')).flatMap((found) => {
    const error = invocationError(found);
    return error ? [`${found.line}: ${error}`] : [];
  });

test('a command, an option or a value the catalog lacks is caught, in every form a page runs it', () => {
  assert.deepEqual(
    pageErrors(
      '```bash title="Terminal"',
      'flowloom serve',
      '{{runCommand}} --prot 8080',
      'FLOWLOOM_PORT=8080 {{runCommand}} --log-level verbose',
      'flowloom superuser --port 8080',
      'flowloom copy-db',
      'flowloom run --port',
      'docker exec -it -u root CONTAINER flowloom migrate',
      'kubectl exec deploy/flowloom -- flowloom api-key --label ci',
      'docker run -p 8080:8080 {{image}}:{{version}} flowloom run --dev=true',
      'cd /srv && uv run flowloom run \\',
      '  --wokers 4',
      '```',
      '',
      '```dockerfile title="Dockerfile"',
      'CMD ["flowloom", "run", "--backend"]',
      'CMD ["sh", "-c", "flowloom migration --fix && flowloom run"]',
      '```',
      '',
      'Then run `flowloom superuser --user admin` again.',
    ),
    [
      '2: flowloom has no command "serve"',
      '3: flowloom run has no option --prot',
      '4: --log-level takes debug, info, warning, error, critical, not "verbose"',
      '5: flowloom superuser has no option --port',
      '6: flowloom copy-db needs --target',
      '7: --port needs a value',
      '8: flowloom has no command "migrate"',
      '9: flowloom api-key has no option --label',
      '10: --dev is a flag and takes no value',
      '11: flowloom run has no option --wokers',
      '16: flowloom run has no option --backend',
      '17: flowloom migration has no option --fix',
      '20: flowloom superuser has no option --user',
    ],
  );
});

test('right commands pass, and a name that is not a command is not read as one', () => {
  assert.deepEqual(
    pageErrors(
      '```bash title="Terminal"',
      'flowloom --version',
      '{{runCommand}} --port=8080 --no-open-browser --log-level debug',
      'flowloom copy-db --target postgresql://u:p@db:5432/flowloom',
      'docker compose exec flowloom flowloom migration --check',
      'pip install flowloom',
      'mkdir flowloom && cd flowloom',
      'docker run -d --name flowloom -v flowloom-data:/var/lib/flowloom {{image}}:{{version}}',
      'pg_isready -U flowloom -d flowloom',
      '# or: FLOWLOOM_COMPONENTS_PATH=./components {{runCommand}}',
      '```',
      '',
      'The `flowloom` command; `{{runCommand}} --env-file` reads a file; see `flowloom COMMAND --help`.',
    ),
    [],
  );
  // The forms that are commands were found, so passing is not from finding nothing.
  assert.equal(flowloomInvocations('docker compose exec flowloom flowloom migration').length, 1);
  assert.deepEqual(flowloomInvocations('# or: FLOWLOOM_X=1 flowloom run'), [['run']]);
  assert.deepEqual(flowloomInvocations('pip install flowloom'), []);
  assert.deepEqual(flowloomInvocations('CMD ["flowloom", "run", "--port", "80"]'), [
    ['run', '--port', '80'],
  ]);
});
