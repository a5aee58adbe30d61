/**
 * A list of edits as the Markdown table of the README of the folder that holds it (src/theme/README.md
 * for the site's edits, a feature's own README for the feature's), between its `dependency-edits`
 * markers; tests/unit/dependency-edits.test.ts fails, printing the table, when a README's differs.
 */
import type {DependencyEdit, Figure} from './types';

export const TABLE_START = '<!-- dependency-edits: generated from the list of edits -->';
export const TABLE_END = '<!-- /dependency-edits -->';

const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

const figureText = (figure: Figure): string =>
  figure.kind === 'measured'
    ? `${figure.value} (\`${figure.command}\`). Holds ${figure.holds}`
    : `${figure.value} (test: ${figure.test})`;

export function editsTable(registry: readonly DependencyEdit[]): string {
  const rows = registry.map((edit) => {
    const modules = [
      ...new Set([
        ...edit.replacements.map(({module}) => module),
        ...(edit.siteCode?.internals ?? []),
      ]),
    ]
      .map((module) => `\`${module}\``)
      .join(', ');
    return `| \`${edit.id}\` | ${cell(modules)} | ${cell(edit.what)} | ${cell(edit.why)} | ${cell(figureText(edit.figure))} | ${cell(edit.upstream)} |`;
  });
  return [
    TABLE_START,
    '',
    '| Edit | Modules | What changes | Why | What it buys | Upstream, or when to remove it |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    TABLE_END,
  ].join('\n');
}
