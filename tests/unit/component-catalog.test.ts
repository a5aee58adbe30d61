/**
 * The component catalog (data/components) is complete, and the reference pages render each
 * component exactly once, on its family's page, under its own heading, in both locales.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import matter from 'gray-matter';

import {COMPONENT_DETAILS_USAGE, components, familyPages} from '../../data/components';
import {FAMILIES} from '../../data/components/types';
import {builtLocales} from '../../data/site';

const ROOTS = {
  en: 'docs',
  'zh-Hans': 'i18n/zh-Hans/docusaurus-plugin-content-docs/current',
} as const;

interface Usage {
  id: string;
  slug: string;
  file: string;
  headingBefore: string | undefined;
}

function usages(root: string): Usage[] {
  return readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .flatMap((file) => {
      const path = join(root, file);
      const {data, content} = matter(readFileSync(path, 'utf8'));
      const lines = content.split('\n');
      return lines.flatMap((line, index) =>
        [...line.matchAll(COMPONENT_DETAILS_USAGE)].map(([, id]) => ({
          id: id!,
          slug: String(data.slug).replace(/^\//, ''),
          file: path,
          headingBefore: lines
            .slice(0, index)
            .reverse()
            .find((previous) => previous.trim() !== ''),
        })),
      );
    });
}

test('the catalog holds at least 120 components with unique kebab-case ids, across every family', () => {
  assert.ok(components.length >= 120, `only ${components.length} components`);
  const ids = components.map((component) => component.id);
  assert.deepEqual(
    ids.filter((id, index) => ids.indexOf(id) !== index),
    [],
    'duplicate ids',
  );
  for (const id of ids) assert.match(id, /^[a-z0-9]+(-[a-z0-9]+)*$/);
  for (const family of FAMILIES) {
    assert.ok(
      components.some((component) => component.family === family),
      `no component in family ${family}`,
    );
  }
});

test('every purpose, input and output is described in every locale', () => {
  const missing: string[] = [];
  for (const component of components) {
    const texts = [
      [`${component.id}: purpose`, component.purpose],
      ...component.inputs.map(
        (input) => [`${component.id}: input ${input.name}`, input.description] as const,
      ),
      ...component.outputs.map(
        (output) => [`${component.id}: output ${output.name}`, output.description] as const,
      ),
    ] as const;
    for (const [where, text] of texts) {
      for (const locale of builtLocales)
        if (!text[locale]?.trim()) missing.push(`${where} (${locale})`);
    }
    const names = [...component.inputs, ...component.outputs].map((port) => port.name);
    assert.deepEqual(
      names.filter((name, index) => names.indexOf(name) !== index),
      [],
      `${component.id}: duplicate port names`,
    );
  }
  assert.deepEqual(missing, []);
});

for (const locale of builtLocales) {
  test(`${locale}: each component appears exactly once, on its family's page, under a heading with its id`, () => {
    const found = usages(ROOTS[locale]);
    const known = new Set(components.map((component) => component.id));
    assert.deepEqual(
      found.filter((usage) => !known.has(usage.id)).map((usage) => `${usage.file}: ${usage.id}`),
      [],
      'unknown ids',
    );
    const count = new Map<string, number>();
    for (const usage of found) count.set(usage.id, (count.get(usage.id) ?? 0) + 1);
    const wrong = components.flatMap((component) => {
      const times = count.get(component.id) ?? 0;
      if (times !== 1) return [`${component.id}: on ${times} pages`];
      const usage = found.find((u) => u.id === component.id)!;
      const problems: string[] = [];
      if (usage.slug !== familyPages[component.family])
        problems.push(`${component.id}: on ${usage.slug}, not ${familyPages[component.family]}`);
      if (
        !usage.headingBefore?.startsWith('### ') ||
        !usage.headingBefore.includes(`{#${component.id}}`)
      ) {
        problems.push(
          `${component.id}: not right under its "### … {#${component.id}}" heading in ${usage.file}`,
        );
      }
      return problems;
    });
    assert.deepEqual(wrong, []);
  });
}
