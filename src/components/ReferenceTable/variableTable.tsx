import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {ReactNode} from 'react';

import {escapeHtml} from '@site/src/utils/escapeHtml';

import {table} from './html';
import styles from './styles.module.css';
import {useStaticHtml} from './useStaticHtml';

/** What the build gives a table of variables: its rows and labels, in the page's locale. */
export interface VariableTableProps<Row, Labels> {
  variables: readonly Row[];
  labels: Labels;
}

/**
 * A table component of environment variables (`<EnvVars>`, `<TracingVariables>`), drawn as static
 * HTML, whose rows have the variable's anchor as id (`#flowloom_port`): `columns` gives the header
 * labels, `cells` the markup of a row's cells.
 */
export function variableTable<Row extends {anchor: string}, Labels>(
  columns: (labels: Labels) => readonly string[],
  cells: (variable: Row, labels: Labels) => readonly string[],
): (props: VariableTableProps<Row, Labels>) => ReactNode {
  // Built once here, so that useStaticHtml gets the same function on every render.
  const tableHtml = ({variables, labels}: VariableTableProps<Row, Labels>): string =>
    table(
      columns(labels),
      variables.map(
        (variable) =>
          `<tr id="${escapeHtml(variable.anchor)}">${cells(variable, labels).join('')}</tr>`,
      ),
    );
  return function VariableTable(props: VariableTableProps<Row, Labels>): ReactNode {
    // The rows are HTML, so the broken-anchor check of the build hears of their ids from here.
    const brokenLinks = useBrokenLinks();
    for (const variable of props.variables) brokenLinks.collectAnchor(variable.anchor);
    const html = useStaticHtml(props, tableHtml);
    return <div className={styles.reference} dangerouslySetInnerHTML={html} />;
  };
}
