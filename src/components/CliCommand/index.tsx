import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useMemo, type ReactNode} from 'react';

import type {
  CliCommandView,
  CliLabels,
  CliOptionRow,
} from '@site/src/components/ReferenceTable/rows';
import {badge, catalogText, code, table} from '@site/src/components/ReferenceTable/html';
import tableStyles from '@site/src/components/ReferenceTable/styles.module.css';
import {useStaticHtml} from '@site/src/components/ReferenceTable/useStaticHtml';
import {escapeHtml} from '@site/src/utils/escapeHtml';

interface Props {
  command: CliCommandView;
  labels: CliLabels;
}

interface Drawn extends Props {
  /** The base URL of the site in the page's locale, ending with a slash. */
  baseUrl: string;
}

function row(option: CliOptionRow, {labels, baseUrl}: Drawn): string {
  const variable = option.envVar
    ? `<a href="${escapeHtml(baseUrl + option.envVar.href.slice(1))}">${code(option.envVar.name)}</a>`
    : '—';
  const description = [
    option.required ? badge(labels.required) : '',
    catalogText(option.description),
    option.values ? ` ${escapeHtml(labels.values)} ${option.values.map(code).join(', ')}.` : '',
  ].join('');
  return `<tr>${[
    `<td>${option.forms.map(code).join('<br>')}</td>`,
    `<td>${code(option.type)}</td>`,
    `<td>${option.default === undefined ? '—' : code(option.default)}</td>`,
    `<td>${variable}</td>`,
    `<td>${description}</td>`,
  ].join('')}</tr>`;
}

function commandHtml(drawn: Drawn): string {
  const {command, labels} = drawn;
  return [
    `<pre><code>${escapeHtml(command.usage)}</code></pre>`,
    `<p>${catalogText(command.description)}</p>`,
    table(
      [labels.option, labels.type, labels.default, labels.envVar, labels.description],
      command.options.map((option) => row(option, drawn)),
      labels.options,
    ),
  ].join('');
}

/**
 * One command of `flowloom` (data/cli.ts): its usage, what it does, and its options with type,
 * default and the environment variable that sets the same, linked to its row on the
 * environment-variables page. Pages write `<CliCommand name="run" />`;
 * plugins/remark/remark-config-reference.ts puts the command, in the page's locale, in its place.
 */
export default function CliCommand({command, labels}: Props): ReactNode {
  const baseUrl = useBaseUrl('/');
  const brokenLinks = useBrokenLinks();
  // The links are HTML, so the broken-link check of the build hears of them from here.
  for (const option of command.options) {
    if (option.envVar) brokenLinks.collectLink(baseUrl + option.envVar.href.slice(1));
  }
  const drawn = useMemo(() => ({command, labels, baseUrl}), [command, labels, baseUrl]);
  const html = useStaticHtml(drawn, commandHtml);
  return <div className={tableStyles.reference} dangerouslySetInnerHTML={html} />;
}
