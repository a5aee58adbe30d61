import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {ReactNode} from 'react';

import type {TracingLabels, TracingVariableRow} from '@site/src/components/ReferenceTable/rows';
import {badge, catalogText, code, table} from '@site/src/components/ReferenceTable/html';
import tableStyles from '@site/src/components/ReferenceTable/styles.module.css';
import {useStaticHtml} from '@site/src/components/ReferenceTable/useStaticHtml';
import {escapeHtml} from '@site/src/utils/escapeHtml';

interface Props {
  variables: readonly TracingVariableRow[];
  labels: TracingLabels;
}

function row(variable: TracingVariableRow, labels: TracingLabels): string {
  const description = [
    variable.secret ? badge(labels.secret) : '',
    catalogText(variable.description),
  ].join('');
  return `<tr id="${escapeHtml(variable.anchor)}">${[
    `<td>${code(variable.name)}</td>`,
    `<td>${escapeHtml(variable.required ? labels.yes : labels.no)}</td>`,
    `<td>${variable.default === undefined ? '—' : code(variable.default)}</td>`,
    `<td>${description}</td>`,
  ].join('')}</tr>`;
}

const tableHtml = ({variables, labels}: Props): string =>
  table(
    [labels.variable, labels.required, labels.default, labels.description],
    variables.map((variable) => row(variable, labels)),
  );

/**
 * The environment variables of one tracing provider (data/tracing.ts): name, whether tracing
 * needs it, the provider's default and a description. Pages write
 * `<TracingVariables provider="langfuse" />`; plugins/remark/remark-tracing-variables.ts puts the rows, in
 * the page's locale, in their place when the page is compiled. Like the configuration reference
 * tables, the rows are static HTML, and each row's id is the variable's anchor
 * (`#langfuse_secret_key`).
 */
export default function TracingVariables(props: Props): ReactNode {
  // The rows are HTML, so the broken-anchor check of the build hears of their ids from here.
  const brokenLinks = useBrokenLinks();
  for (const variable of props.variables) brokenLinks.collectAnchor(variable.anchor);
  const html = useStaticHtml(props, tableHtml);
  return <div className={tableStyles.reference} dangerouslySetInnerHTML={html} />;
}
