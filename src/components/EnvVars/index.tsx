import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {ReactNode} from 'react';

import type {EnvVarRow, EnvVarsLabels} from '@site/src/components/ReferenceTable/rows';
import {catalogText, code, table} from '@site/src/components/ReferenceTable/html';
import tableStyles from '@site/src/components/ReferenceTable/styles.module.css';
import {useStaticHtml} from '@site/src/components/ReferenceTable/useStaticHtml';
import {escapeHtml} from '@site/src/utils/escapeHtml';

interface Props {
  variables: readonly EnvVarRow[];
  labels: EnvVarsLabels;
}

function row(variable: EnvVarRow, labels: EnvVarsLabels): string {
  const option = variable.cliOption
    ? `<br><small>${escapeHtml(labels.option)} ${code(variable.cliOption)}</small>`
    : '';
  const values = variable.values
    ? ` ${escapeHtml(labels.values)} ${variable.values.map(code).join(', ')}.`
    : '';
  const defaultValue = variable.default === undefined ? '—' : code(variable.default);
  return `<tr id="${escapeHtml(variable.anchor)}">${[
    `<td>${code(variable.name)}${option}</td>`,
    `<td>${code(variable.type)}</td>`,
    `<td>${defaultValue}</td>`,
    `<td>${catalogText(variable.description)}${values}</td>`,
  ].join('')}</tr>`;
}

const tableHtml = ({variables, labels}: Props): string =>
  table(
    [labels.variable, labels.type, labels.default, labels.description],
    variables.map((variable) => row(variable, labels)),
  );

/**
 * Environment variables of the catalog (data/env-vars.ts): name and `flowloom run` option, type,
 * default, description and allowed values. Pages write `<EnvVars group="database" />` or
 * `<EnvVars names="FLOWLOOM_HOST,FLOWLOOM_PORT" />`; plugins/remark/remark-config-reference.ts puts the
 * rows, in the page's locale, in their place when the page is compiled. Each row's id is the
 * variable's anchor (`#flowloom_port`), which links to the row can use.
 */
export default function EnvVars(props: Props): ReactNode {
  // The rows are HTML, so the broken-anchor check of the build hears of their ids from here.
  const brokenLinks = useBrokenLinks();
  for (const variable of props.variables) brokenLinks.collectAnchor(variable.anchor);
  const html = useStaticHtml(props, tableHtml);
  return <div className={tableStyles.reference} dangerouslySetInnerHTML={html} />;
}
