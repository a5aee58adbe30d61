import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ReactNode} from 'react';

import {componentsById} from '@site/src/data/components';
import type {ComponentInput, ComponentOutput, Localized} from '@site/src/data/components/types';
import type {BuiltLocale} from '@site/src/data/site';

import styles from './styles.module.css';

/** Catalog text in the page's locale; `backticks` mark code, as in Markdown. */
function useText(): (text: Localized) => ReactNode {
  const locale = useDocusaurusContext().i18n.currentLocale as BuiltLocale;
  return (text) =>
    text[locale]
      .split('`')
      .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function TypeCell({type}: {type: ComponentInput['type']}): ReactNode {
  const types = typeof type === 'string' ? [type] : type;
  return types.map((name, index) => (
    <span key={name}>
      {index > 0 && ' | '}
      <code>{name}</code>
    </span>
  ));
}

function NameCell({item}: {item: ComponentInput | ComponentOutput}): ReactNode {
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

function InputsTable({inputs}: {inputs: readonly ComponentInput[]}): ReactNode {
  const text = useText();
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

function OutputsTable({outputs}: {outputs: readonly ComponentOutput[]}): ReactNode {
  const text = useText();
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
 */
export default function ComponentDetails({id}: {id: string}): ReactNode {
  const text = useText();
  const component = componentsById.get(id);
  if (!component)
    throw new Error(
      `<ComponentDetails id="${id}">: no component with this id in src/data/components`,
    );
  return (
    <div className={styles.component}>
      <p>{text(component.purpose)}</p>
      {component.inputs.length > 0 && <InputsTable inputs={component.inputs} />}
      {component.outputs.length > 0 && <OutputsTable outputs={component.outputs} />}
      {component.notes && <p className={styles.notes}>{text(component.notes)}</p>}
    </div>
  );
}
