/**
 * The zh-Hans API reference is generated from openapi.json with the translations of
 * i18n/zh-Hans/openapi/ laid over it: every prose text has a translation of its current English, no
 * translation points at nothing, and the overlay changes prose only, never what a program reads.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import {openApiDocument} from '../../features/api-reference/build/document';
import {type JsonObject} from '../../plugins/helpers/json';
import {
  addMissingEntries,
  loadTranslations,
  overlay,
  pointerTokens,
  proseTexts,
  translationFileFor,
  translationProblems,
  type LoadedTranslation,
} from '../../features/api-reference/build/translations';
import {localizedDocument} from '../../features/api-reference/build/generated';
import {validateOpenApi} from '../../features/api-reference/build/validate';
import {glossary} from '../../data/glossary';

const LOCALE = 'zh-Hans';
const HAN = /\p{Script=Han}/u;

test('every prose text of openapi.json has a zh-Hans translation of its current English', () => {
  const problems = translationProblems(openApiDocument(), loadTranslations(LOCALE));
  assert.deepEqual(
    problems.map(({message}) => message),
    [],
    `${problems.length} problem(s); \`npm run translations:status\` lists them`,
  );
});

test('a changed English text, a new text and a removed one are each named by their pointer', () => {
  const document = structuredClone(openApiDocument());
  const translations = new Map(loadTranslations(LOCALE));
  const schemas = (
    document.components as {schemas: Record<string, {properties: Record<string, JsonObject>}>}
  ).schemas;
  schemas.RunRequest!.properties.session_id!.description = 'The conversation to continue.';
  schemas.RunRequest!.properties.priority = {type: 'integer', description: 'Queue priority.'};
  delete schemas.RunRequest!.properties.tweaks;
  const base = '/components/schemas/RunRequest/properties';
  translations.set(`${base}/output_type/description`, {
    ...translations.get(`${base}/output_type/description`)!,
    zh: ' ',
  });
  const problems = translationProblems(document, translations);
  const named = (kind: string) =>
    problems.filter((problem) => problem.kind === kind).map(({pointer}) => pointer);
  assert.deepEqual(named('stale'), [`${base}/session_id/description`]);
  assert.match(
    problems.find(({kind}) => kind === 'stale')!.message,
    /i18n\/zh-Hans\/openapi\/schemas\.json\): the English changed from "The chat session\. .*" to "The conversation to continue\."/,
  );
  assert.deepEqual(named('missing'), [`${base}/priority/description`]);
  assert.deepEqual(named('dangling'), [`${base}/tweaks/description`]);
  assert.deepEqual(named('empty'), [`${base}/output_type/description`]);
});

test('prose is summaries, descriptions, titles and tag names; payloads and identifiers are not', () => {
  const document: JsonObject = {
    tags: [{name: 'Run', description: 'Run flows.'}],
    paths: {
      '/run': {
        post: {
          summary: 'Run',
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  title: 'RunRequest',
                  properties: {
                    description: {type: 'string', description: 'What the run is for.'},
                    mode: {enum: ['fast'], default: 'fast', example: 'fast'},
                  },
                  examples: [{description: 'a payload'}],
                },
                example: {summary: 'a payload'},
                examples: {one: {summary: 'One input', value: {description: 'a payload'}}},
              },
            },
          },
        },
      },
    },
  };
  const base = '/paths/~1run/post';
  const media = `${base}/requestBody/content/application~1json`;
  assert.deepEqual(
    proseTexts(document).map(({pointer}) => pointer),
    [
      '/tags/0/name',
      '/tags/0/description',
      `${base}/summary`,
      `${media}/schema/properties/description/description`,
      `${media}/examples/one/summary`,
    ],
  );
  assert.deepEqual(pointerTokens(`${media}/examples/one/summary`).slice(1, 2), ['/run']);
});

test('the overlay translates prose only: ids, paths, field names, enums and examples stay', () => {
  const english = openApiDocument();
  const chinese = localizedDocument(LOCALE);
  const prose = new Set(proseTexts(english).map(({pointer}) => pointer));
  const differences: string[] = [];
  const compare = (a: unknown, b: unknown, pointer: string): void => {
    if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const key of keys) {
        const at = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
        // A tag's translated name is its display name; the name itself stays.
        if (key === 'x-displayName' && /^\/tags\/\d+$/.test(pointer)) continue;
        compare((a as JsonObject)[key], (b as JsonObject)[key], at);
      }
    } else if (a !== b && !prose.has(pointer)) differences.push(pointer);
  };
  compare(english, chinese, '');
  assert.deepEqual(differences, []);
  const tags = chinese.tags as {name: string; 'x-displayName'?: string}[];
  assert.deepEqual(
    tags.map(({name}) => name),
    (english.tags as {name: string}[]).map(({name}) => name),
  );
  assert.ok(tags.every((tag) => HAN.test(tag['x-displayName'] ?? '')));
  assert.deepEqual(validateOpenApi(chinese), []);
});

test('a stale or missing translation leaves the English in the overlay', () => {
  const document: JsonObject = {info: {title: 'Flowloom API', description: 'Now.'}};
  const translated = overlay(
    document,
    new Map([
      ['/info/description', {en: 'Before.', zh: '以前。'}],
      ['/info/title', {en: 'Flowloom API', zh: 'Flowloom 的 API'}],
    ]),
  );
  assert.deepEqual(translated, {info: {title: 'Flowloom 的 API', description: 'Now.'}});
});

test('the translations read as Chinese, in the glossary’s terms, with the code of the English', () => {
  const problems: string[] = [];
  const codeSpans = (text: string) =>
    [...text.replace(/```[\s\S]*?```/g, '').matchAll(/`[^`\n]+`/g)].map(([span]) => span).sort();
  for (const [pointer, {en, zh}] of loadTranslations(LOCALE)) {
    if (en.split(/\s+/).length > 2 && !HAN.test(zh)) problems.push(`${pointer}: not in Chinese`);
    if (codeSpans(en).join('\n') !== codeSpans(zh).join('\n'))
      problems.push(`${pointer}: its code spans differ from the English`);
    const prose = zh.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
    for (const term of glossary)
      for (const avoided of term.avoid ?? [])
        if (prose.includes(avoided) && !term.except?.some((word) => prose.includes(word)))
          problems.push(
            `${pointer}: writes ${avoided} for "${term.en}" (the glossary says ${term.zh})`,
          );
  }
  assert.deepEqual(problems, []);
});

test('a file that is not JSON, a malformed entry and a pointer in two files are named', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-translations-'));
  const load = () => loadTranslations(LOCALE, dir);
  try {
    writeFileSync(join(dir, 'a.json'), '{"/info/title": {"en": "API", "zh": "API"}}');
    assert.equal(load().get('/info/title')?.zh, 'API');
    writeFileSync(join(dir, 'b.json'), '{"/info/title": {"en": "API", "zh": "接口"}}');
    assert.throws(load, /b\.json: \/info\/title is translated in .*a\.json too/);
    writeFileSync(join(dir, 'b.json'), '{"/info/title": {"en": "API"}}');
    assert.throws(
      load,
      /b\.json: the entry "\/info\/title" must be a JSON pointer to \{"en": "…", "zh": "…"\}/,
    );
    writeFileSync(join(dir, 'b.json'), '{"/info/title": ');
    assert.throws(load, /b\.json is not valid JSON/);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('--add files an empty entry for each new text and drops the entries of removed ones', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-translations-'));
  const document: JsonObject = {
    tags: [{name: 'Run', description: 'Run flows.'}],
    paths: {'/run': {post: {tags: ['Run'], summary: 'Run a flow', description: 'Runs it.'}}},
  };
  try {
    writeFileSync(
      join(dir, 'document.json'),
      JSON.stringify({
        '/tags/0/name': {en: 'Run', zh: '运行'},
        '/tags/1/name': {en: 'Gone', zh: '已删除'},
      }),
    );
    const written = addMissingEntries(document, LOCALE, dir).map((file) => file.split('/').pop());
    assert.deepEqual(written.sort(), ['document.json', 'run.json']);
    const read = (name: string) =>
      JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>;
    assert.deepEqual(read('document.json'), {
      '/tags/0/name': {en: 'Run', zh: '运行'},
      '/tags/0/description': {en: 'Run flows.', zh: ''},
    });
    assert.deepEqual(Object.keys(read('paths/run.json')), [
      '/paths/~1run/post/summary',
      '/paths/~1run/post/description',
    ]);
    // Until each is translated, the test above names it.
    assert.deepEqual(
      translationProblems(document, loadTranslations(LOCALE, dir)).map(({kind}) => kind),
      ['empty', 'empty', 'empty'],
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a new entry is filed with its operation’s tag, the schemas or the document', () => {
  const document = openApiDocument();
  assert.equal(
    translationFileFor(document, '/paths/~1api~1v1~1run~1{flow_id_or_name}/post/summary'),
    'paths/run.json',
  );
  assert.equal(
    translationFileFor(document, '/components/schemas/RunRequest/description'),
    'schemas.json',
  );
  assert.equal(translationFileFor(document, '/tags/0/name'), 'document.json');
  // Each entry sits in the file the rule gives, so a writer finds it where `--write` put it.
  const misplaced = [...loadTranslations(LOCALE)].flatMap(
    ([pointer, {file}]: [string, LoadedTranslation]) =>
      file.endsWith(translationFileFor(document, pointer)) ? [] : [`${pointer} in ${file}`],
  );
  assert.deepEqual(misplaced, []);
});
