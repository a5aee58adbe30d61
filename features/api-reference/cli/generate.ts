/**
 * Generates the API reference pages from openapi.json: validate, overlay, clean, generate, then take
 * each operation out of its page. The English pages go to api-reference/; each other locale's pages
 * are generated from openapi.json with its translations laid over it (../build/translations.ts) into
 * that locale's folder of the `api` docs instance, with the sidebar's tag labels beside them. Every
 * operation page's operation goes, inflated, to a file of its own (../build/paths.ts). Runs before
 * `start` and `build`; the generator never overwrites, hence the clean.
 *
 *   npm run api:gen               validate and generate
 *   npm run api:check -- [FILE]   validate only (default openapi.json)
 *   tsx features/api-reference/cli/generate.ts --overlay   validate and write the overlaid documents only
 *                                 (`npm run api:lint` lints them beside openapi.json)
 */
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {spawnSync} from 'node:child_process';

import {
  OPERATIONS_DIR,
  localizedApiDir,
  localizedApiLabelsFile,
  localizedSpecFile,
  operationFile,
  specConfig,
} from '../build/paths';
import {takeOutOperation} from '../build/takeOutOperation';
import {loadTranslations, overlay, proseTexts, translationProblems} from '../build/translations';
import {builtLocales, translatedLocales, type BuiltLocale} from '../../../data/site';
import {listOperations} from '../../../plugins/helpers/openApiOperations';
import {parseOpenApi, validateOpenApi} from '../build/validate';
import {isObject, type JsonObject} from '../../../plugins/helpers/json';

const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const overlayOnly = args.includes('--overlay');
const spec = args.find((arg) => !arg.startsWith('--')) ?? 'openapi.json';

function fail(message: string): never {
  console.error(`\n✖ API reference not generated: ${message}\n`);
  process.exit(1);
}

function validDocument(document: JsonObject, name: string): void {
  const problems = validateOpenApi(document);
  if (problems.length > 0)
    fail(`${name} has ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`);
}

const writeFile = (file: string, content: string): void => {
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, content);
};

/**
 * The labels of the API sidebar's categories (the tags) in `locale`, as Docusaurus reads them
 * from the instance's translation file: each keyed by the English label.
 */
function sidebarLabels(
  translated: JsonObject,
): Record<string, {message: string; description: string}> {
  const labels: Record<string, {message: string; description: string}> = {
    'version.label': {message: 'Next', description: 'The label for version current'},
  };
  for (const tag of Array.isArray(translated.tags) ? translated.tags : []) {
    if (!isObject(tag) || typeof tag.name !== 'string') continue;
    labels[`sidebar.api.category.${tag.name}`] = {
      message: typeof tag['x-displayName'] === 'string' ? tag['x-displayName'] : tag.name,
      description: `The label for category ${tag.name} in sidebar api`,
    };
  }
  return labels;
}

/** Writes the overlaid document of `locale` and its sidebar labels; warns of untranslated texts. */
function writeLocalizedDocument(document: JsonObject, locale: BuiltLocale): void {
  const started = performance.now();
  let translations: ReturnType<typeof loadTranslations>;
  try {
    translations = loadTranslations(locale);
  } catch (error) {
    fail((error as Error).message);
  }
  const translated = overlay(document, translations);
  const file = localizedSpecFile(locale);
  validDocument(translated, `${file} (openapi.json in ${locale})`);
  writeFile(file, `${JSON.stringify(translated, null, 2)}\n`);
  writeFile(
    localizedApiLabelsFile(locale),
    `${JSON.stringify(sidebarLabels(translated), null, 2)}\n`,
  );
  const problems = translationProblems(document, translations);
  const total = proseTexts(document).length;
  const english = problems.filter(({kind}) => kind !== 'dangling').length;
  console.log(
    `${file}: ${total - english} of ${total} texts in ${locale}, written in ${Math.round(performance.now() - started)} ms.`,
  );
  if (problems.length > 0)
    console.warn(
      `  ${problems.length} translation problem(s) (tests/unit/api-translations.test.ts fails on them):\n  - ${problems
        .slice(0, 10)
        .map(({message}) => message)
        .join('\n  - ')}${problems.length > 10 ? '\n  - …' : ''}`,
    );
}

let text: string;
try {
  text = readFileSync(spec, 'utf8');
} catch (error) {
  fail(`cannot read ${spec}: ${(error as Error).message}`);
}
let document: JsonObject;
try {
  document = parseOpenApi(text, spec);
} catch (error) {
  fail((error as Error).message);
}
validDocument(document, spec);
const operations = listOperations(document);
console.log(`${spec}: ${operations.length} operations, valid.`);

if (!checkOnly) for (const locale of translatedLocales) writeLocalizedDocument(document, locale);
if (!checkOnly && !overlayOnly) {
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
  rmSync(OPERATIONS_DIR, {recursive: true, force: true});
  for (const locale of builtLocales) {
    const {outputDir} = specConfig(locale);
    const missing = operations.filter(({page}) => !existsSync(join(outputDir, `${page}.api.mdx`)));
    if (missing.length > 0) {
      fail(
        `no page was generated in ${outputDir} for ${missing.map(({method, path}) => `${method} ${path}`).join(', ')}`,
      );
    }
    // Each operation once, inflated, in a file of its own, which the page and its twin read.
    for (const {page} of operations) {
      const file = join(outputDir, `${page}.api.mdx`);
      try {
        const taken = takeOutOperation(readFileSync(file, 'utf8'), file);
        writeFile(file, taken.page);
        writeFile(operationFile(locale, page), `${JSON.stringify(taken.operation)}\n`);
      } catch (error) {
        fail((error as Error).message);
      }
    }
  }
  // The sidebar is the English one in every locale (features/api-reference/sidebars.ts): a locale's copy is not read.
  for (const locale of translatedLocales) rmSync(join(localizedApiDir(locale), 'sidebar.ts'));
  console.log(
    `Generated ${operations.length} operation pages in each of ${1 + translatedLocales.length} locales.`,
  );
}
