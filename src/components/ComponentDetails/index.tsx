import Translate from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import type {ComponentInput, ComponentOutput, ComponentSpec} from '@site/src/data/components/types';

import styles from './styles.module.css';

/** A catalog text; `backticks` mark code, as in Markdown. */
function text(value: string): ReactNode {
  return value
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function TypeCell({type}: {type: ComponentInput<string>['type']}): ReactNode {
  const types = typeof type === 'string' ? [type] : type;
  return types.map((name, index) => (
    <span key={name}>
      {index > 0 && ' | '}
      <code>{name}</code>
    </span>
  ));
}

function NameCell({item}: {item: ComponentInput<string> | ComponentOutput<string>}): ReactNode {
  return (
    <>
      <strong>{item.displayName}</strong>
      <br />
      <code>{item.name}</code>
    </>
  );
}

/** A parameter table: Name, Type, (Default,) Description. */
function Table({
  caption,
  withDefault = false,
  children,
}: {
  caption: ReactNode;
  withDefault?: boolean;
  children: ReactNode;
}): ReactNode {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th>
            <Translate id="flowloom.components.name">Name</Translate>
          </th>
          <th>
            <Translate id="flowloom.components.type">Type</Translate>
          </th>
          {withDefault && (
            <th>
              <Translate id="flowloom.components.default">Default</Translate>
            </th>
          )}
          <th>
            <Translate id="flowloom.components.description">Description</Translate>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function InputsTable({inputs}: {inputs: readonly ComponentInput<string>[]}): ReactNode {
  return (
    <Table caption={<Translate id="flowloom.components.inputs">Inputs</Translate>} withDefault>
      {inputs.map((input) => (
        <tr key={input.name}>
          <td>
            <NameCell item={input} />
          </td>
          <td>
            <TypeCell type={input.type} />
          </td>
          <td>{input.default === undefined ? '—' : <code>{String(input.default)}</code>}</td>
          <td>
            {input.required && (
              <span className={styles.badge}>
                <Translate id="flowloom.components.required">Required</Translate>
              </span>
            )}
            {input.advanced && (
              <span className={styles.badge}>
                <Translate id="flowloom.components.advanced">Advanced</Translate>
              </span>
            )}
            {text(input.description)}
            {input.options && (
              <>
                {' '}
                <Translate id="flowloom.components.options">Options:</Translate>{' '}
                {input.options.map((option, index) => (
                  <span key={option}>
                    {index > 0 && ', '}
                    <code>{option}</code>
                  </span>
                ))}
                .
              </>
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

function OutputsTable({outputs}: {outputs: readonly ComponentOutput<string>[]}): ReactNode {
  return (
    <Table caption={<Translate id="flowloom.components.outputs">Outputs</Translate>}>
      {outputs.map((output) => (
        <tr key={output.name}>
          <td>
            <NameCell item={output} />
          </td>
          <td>
            <TypeCell type={output.type} />
          </td>
          <td>{text(output.description)}</td>
        </tr>
      ))}
    </Table>
  );
}

/**
 * One component of the catalog (src/data/components): its purpose, then its inputs and outputs.
 * Put it under the component's own `###` heading, so the table of contents lists the component.
 * Pages write `<ComponentDetails id="chat-input" />`; plugins/remark-component-details.ts puts the
 * catalog entry, in the page's locale, in place of the id when the page is compiled.
 */
export default function ComponentDetails({
  component,
}: {
  component: ComponentSpec<string>;
}): ReactNode {
  return (
    <div className={styles.component}>
      <p>{text(component.purpose)}</p>
      {component.inputs.length > 0 && <InputsTable inputs={component.inputs} />}
      {component.outputs.length > 0 && <OutputsTable outputs={component.outputs} />}
      {component.notes && <p className={styles.notes}>{text(component.notes)}</p>}
    </div>
  );
}
