/**
 * Generates the API reference pages (api-reference/*.api.mdx and friends) from
 * openapi.json: validate, clean, generate. Runs before `start` and `build`;
 * the generator never overwrites, hence the clean.
 *
 *   npm run api:gen               validate and generate
 *   npm run api:check -- [FILE]   validate only (default openapi.json)
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {spawnSync} from 'node:child_process';
import {listOperations, parseOpenApi, validateOpenApi} from './validate-openapi';

/** Where docusaurus.config.ts tells the generator to write. */
const OUTPUT_DIR = 'api-reference';
const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const spec = args.find((arg) => !arg.startsWith('--')) ?? 'openapi.json';

function fail(message: string): never {
  console.error(`\n✖ API reference not generated: ${message}\n`);
  process.exit(1);
}

let text: string;
try {
  text = readFileSync(spec, 'utf8');
} catch (error) {
  fail(`cannot read ${spec}: ${(error as Error).message}`);
}
let document: ReturnType<typeof parseOpenApi>;
try {
  document = parseOpenApi(text, spec);
} catch (error) {
  fail((error as Error).message);
}
const problems = validateOpenApi(document);
if (problems.length > 0) {
  fail(`${spec} has ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`);
}
const operations = listOperations(document);
console.log(`${spec}: ${operations.length} operations, valid.`);

if (!checkOnly) {
  const docusaurus = (...command: string[]): void => {
    const result = spawnSync('npx', ['docusaurus', ...command], {
      stdio: 'inherit',
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
    });
    if (result.status !== 0)
      fail(`\`docusaurus ${command.join(' ')}\` exited with ${result.status}`);
  };
  docusaurus('clean-api-docs', 'all', '--plugin-id', 'openapi');
  docusaurus('gen-api-docs', 'all', '--plugin-id', 'openapi');
  // The generator reports some failures on the console and still exits 0: check its output.
  const missing = operations.filter(({page}) => !existsSync(join(OUTPUT_DIR, `${page}.api.mdx`)));
  if (missing.length > 0) {
    fail(
      `no page was generated for ${missing.map(({method, path}) => `${method} ${path}`).join(', ')}`,
    );
  }
  console.log(`Generated ${operations.length} operation pages in ${OUTPUT_DIR}/.`);
}
