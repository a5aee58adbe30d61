import type {TracingLabels, TracingVariableRow} from '@site/src/components/ReferenceTable/rows';
import {badge, catalogText, code} from '@site/src/components/ReferenceTable/html';
import {variableTable} from '@site/src/components/ReferenceTable/variableTable';
import {escapeHtml} from '@site/src/utils/escapeHtml';

/** A variable's cells: name, whether tracing needs it, default, and description (marked secret). */
function cells(variable: TracingVariableRow, labels: TracingLabels): string[] {
  const description = [
    variable.secret ? badge(labels.secret) : '',
    catalogText(variable.description),
  ].join('');
  return [
    `<td>${code(variable.name)}</td>`,
    `<td>${escapeHtml(variable.required ? labels.yes : labels.no)}</td>`,
    `<td>${variable.default === undefined ? '—' : code(variable.default)}</td>`,
    `<td>${description}</td>`,
  ];
}

/**
 * The environment variables of one tracing provider (data/tracing.ts): name, whether tracing
 * needs it, the provider's default and a description. Pages write
 * `<TracingVariables provider="langfuse" />`; plugins/remark/remark-tracing-variables.ts puts the rows, in
 * the page's locale, in their place when the page is compiled. Like the configuration reference
 * tables, the rows are static HTML, and each row's id is the variable's anchor
 * (`#langfuse_secret_key`).
 */
const TracingVariables = variableTable(
  (labels: TracingLabels) => [labels.variable, labels.required, labels.default, labels.description],
  cells,
);

export default TracingVariables;
