import type {EnvVarRow, EnvVarsLabels} from '@site/src/components/ReferenceTable/rows';
import {catalogText, code} from '@site/src/components/ReferenceTable/html';
import {variableTable} from '@site/src/components/ReferenceTable/variableTable';
import {escapeHtml} from '@site/src/utils/escapeHtml';

/** A variable's cells: name and `flowloom run` option, type, default, description and values. */
function cells(variable: EnvVarRow, labels: EnvVarsLabels): string[] {
  const option = variable.cliOption
    ? `<br><small>${escapeHtml(labels.option)} ${code(variable.cliOption)}</small>`
    : '';
  const values = variable.values
    ? ` ${escapeHtml(labels.values)} ${variable.values.map(code).join(', ')}.`
    : '';
  const defaultValue = variable.default === undefined ? '—' : code(variable.default);
  return [
    `<td>${code(variable.name)}${option}</td>`,
    `<td>${code(variable.type)}</td>`,
    `<td>${defaultValue}</td>`,
    `<td>${catalogText(variable.description)}${values}</td>`,
  ];
}

/**
 * Environment variables of the catalog (data/env-vars.ts): name and `flowloom run` option, type,
 * default, description and allowed values. Pages write `<EnvVars group="database" />` or
 * `<EnvVars names="FLOWLOOM_HOST,FLOWLOOM_PORT" />`; plugins/remark/remark-config-reference.ts puts the
 * rows, in the page's locale, in their place when the page is compiled. Each row's id is the
 * variable's anchor (`#flowloom_port`), which links to the row can use.
 */
const EnvVars = variableTable(
  (labels: EnvVarsLabels) => [labels.variable, labels.type, labels.default, labels.description],
  cells,
);

export default EnvVars;
