import {translate} from '@docusaurus/Translate';
import {useMemo, type ReactNode} from 'react';

import type {ComponentInput, ComponentOutput, ComponentSpec} from '@site/src/data/components/types';
import {escapeHtml} from '@site/src/utils/escapeHtml';

import styles from './styles.module.css';

const code = (text: string): string => `<code>${escapeHtml(text)}</code>`;

/** A catalog text; `backticks` mark code, as in Markdown. */
const text = (value: string): string =>
  value
    .split('`')
    .map((part, index) => (index % 2 === 1 ? code(part) : escapeHtml(part)))
    .join('');

const badge = (label: string): string =>
  `<span class="${styles.badge}">${escapeHtml(label)}</span>`;

const nameCell = (item: ComponentInput<string> | ComponentOutput<string>): string =>
  `<td><strong>${escapeHtml(item.displayName)}</strong><br>${code(item.name)}</td>`;

const typeCell = (type: ComponentInput<string>['type']): string =>
  `<td>${(typeof type === 'string' ? [type] : type).map(code).join(' | ')}</td>`;

const nameHeader = () => translate({id: 'flowloom.components.name', message: 'Name'});
const typeHeader = () => translate({id: 'flowloom.components.type', message: 'Type'});
const descriptionHeader = () =>
  translate({id: 'flowloom.components.description', message: 'Description'});

/** A parameter table: Name, Type, (Default,) Description. */
function table(caption: string, headers: string[], rows: string[]): string {
  const head = headers.map((header) => `<th>${escapeHtml(header)}</th>`).join('');
  return `<table class="${styles.table}"><caption>${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

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
    translate({id: 'flowloom.components.inputs', message: 'Inputs'}),
    [
      nameHeader(),
      typeHeader(),
      translate({id: 'flowloom.components.default', message: 'Default'}),
      descriptionHeader(),
    ],
    rows,
  );
}

function outputsTable(outputs: readonly ComponentOutput<string>[]): string {
  const rows = outputs.map(
    (output) =>
      `<tr>${nameCell(output)}${typeCell(output.type)}<td>${text(output.description)}</td></tr>`,
  );
  return table(
    translate({id: 'flowloom.components.outputs', message: 'Outputs'}),
    [nameHeader(), typeHeader(), descriptionHeader()],
    rows,
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
 * One component of the catalog (src/data/components): its purpose, then its inputs and outputs.
 * Put it under the component's own `###` heading, so the table of contents lists the component.
 * Pages write `<ComponentDetails id="chat-input" />`; plugins/remark-component-details.ts puts the
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
  // The markup is built when it is read: by the server render, and by a client-side navigation to the
  // page. Hydration keeps the server's markup and never reads it, so a page load builds none.
  const html = useMemo(() => {
    let markup: string | undefined;
    return {
      get __html() {
        return (markup ??= detailsHtml(component));
      },
    };
  }, [component]);
  return <div className={styles.component} dangerouslySetInnerHTML={html} />;
}
