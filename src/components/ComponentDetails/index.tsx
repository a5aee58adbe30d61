import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {badge, catalogText as text, code, table} from '@site/src/components/ReferenceTable/html';
import {useStaticHtml} from '@site/src/components/ReferenceTable/useStaticHtml';
import type {ComponentInput, ComponentOutput, ComponentSpec} from '@site/data/components/types';
import {escapeHtml} from '@site/src/utils/escapeHtml';

import styles from './styles.module.css';

const nameCell = (item: ComponentInput<string> | ComponentOutput<string>): string =>
  `<td><strong>${escapeHtml(item.displayName)}</strong><br>${code(item.name)}</td>`;

const typeCell = (type: ComponentInput<string>['type']): string =>
  `<td>${(typeof type === 'string' ? [type] : type).map(code).join(' | ')}</td>`;

const nameHeader = () => translate({id: 'flowloom.components.name', message: 'Name'});
const typeHeader = () => translate({id: 'flowloom.components.type', message: 'Type'});
const descriptionHeader = () =>
  translate({id: 'flowloom.components.description', message: 'Description'});

function inputsTable(inputs: readonly ComponentInput<string>[]): string {
  const rows = inputs.map((input) => {
    const description = [
      input.required && badge(translate({id: 'flowloom.components.required', message: 'Required'})),
      input.advanced && badge(translate({id: 'flowloom.components.advanced', message: 'Advanced'})),
      text(input.description),
      input.options &&
        ` ${escapeHtml(translate({id: 'flowloom.components.options', message: 'Options:'}))} ${input.options.map(code).join(', ')}.`,
    ];
    const defaultValue = input.default === undefined ? '—' : code(String(input.default));
    return `<tr>${nameCell(input)}${typeCell(input.type)}<td>${defaultValue}</td><td>${description.filter(Boolean).join('')}</td></tr>`;
  });
  return table(
    [
      nameHeader(),
      typeHeader(),
      translate({id: 'flowloom.components.default', message: 'Default'}),
      descriptionHeader(),
    ],
    rows,
    translate({id: 'flowloom.components.inputs', message: 'Inputs'}),
  );
}

function outputsTable(outputs: readonly ComponentOutput<string>[]): string {
  const rows = outputs.map(
    (output) =>
      `<tr>${nameCell(output)}${typeCell(output.type)}<td>${text(output.description)}</td></tr>`,
  );
  return table(
    [nameHeader(), typeHeader(), descriptionHeader()],
    rows,
    translate({id: 'flowloom.components.outputs', message: 'Outputs'}),
  );
}

/** The markup of one entry: its purpose, its inputs and outputs, its notes. */
function detailsHtml(component: ComponentSpec<string>): string {
  return [
    `<p>${text(component.purpose)}</p>`,
    component.inputs.length > 0 && inputsTable(component.inputs),
    component.outputs.length > 0 && outputsTable(component.outputs),
    component.notes && `<p class="${styles.notes}">${text(component.notes)}</p>`,
  ]
    .filter(Boolean)
    .join('');
}

/**
 * One component of the catalog (data/components): its purpose, then its inputs and outputs.
 * Put it under the component's own `###` heading, so the table of contents lists the component.
 * Pages write `<ComponentDetails id="chat-input" />`; plugins/remark/remark-component-details.ts puts the
 * catalog entry, in the page's locale, in place of the id when the page is compiled.
 *
 * The entry is static, so it is drawn as HTML: the browser then has nothing to hydrate in it. A
 * family page shows up to thirty entries, which as React elements were about 800 components and
 * 2,500 elements to walk on load (most of a long page's blocking time on a phone).
 */
export default function ComponentDetails({
  component,
}: {
  component: ComponentSpec<string>;
}): ReactNode {
  const html = useStaticHtml(component, detailsHtml);
  return <div className={styles.component} dangerouslySetInnerHTML={html} />;
}
