import clsx from 'clsx';
import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

import type {PanelLink} from '@site/src/tabs/linkedPanels';

/** What a set's TabItem child carries (the theme's TabItem props the set reads). */
interface Item {
  value: string;
  label?: ReactNode;
  default?: boolean;
  attributes?: Record<string, unknown> & {className?: string};
}

/** The three tab sets of the OpenAPI theme, each with its own class names. */
export type TabSetKind = 'response' | 'mime' | 'schema';

const classes = {
  response: {set: 'openapi-tabs__container', list: 'openapi-tabs__response-list-container'},
  mime: {set: 'tabs-container', list: 'openapi-tabs__mime-list-container'},
  schema: {set: 'openapi-tabs__schema-container', list: 'openapi-tabs__schema-list-container'},
} satisfies Record<TabSetKind, {set: string; list: string}>;

/** A status code's colour, as the theme gives it: red from 400, green for 2XX, blue otherwise. */
const statusClass = (value: string): string => {
  const code = Number.parseInt(value, 10);
  return code >= 400 ? 'danger' : code >= 200 && code < 300 ? 'success' : 'info';
};

const itemClass = (kind: TabSetKind, value: string): string =>
  kind === 'response'
    ? `openapi-tabs__response-code-item ${statusClass(value)}`
    : kind === 'mime'
      ? 'openapi-tabs__mime-item'
      : 'openapi-tabs__schema-item';

export interface TabSetProps {
  kind: TabSetKind;
  children?: ReactNode;
  className?: string;
  block?: boolean;
  /** Draw a hidden panel only once its tab has been chosen (the theme's own option). */
  lazy?: boolean;
  /** Above the tabs, inside the set (the responses' heading). */
  heading?: ReactNode;
  /** The chosen tab, when something outside the set chooses it (a media type from the explorer). */
  chosen?: string;
  onChange?: (index: number, value: string) => void;
}

/**
 * The OpenAPI theme's status code, media type and schema tab sets, in the theme's markup, drawn the
 * same on the server and in the browser. The theme's sets remount themselves after hydration (for
 * tabs that restore a choice from storage, which these never do), so every schema the page's HTML
 * holds was thrown away and drawn again in the browser. Tabs and panels name each other, as in the
 * site's other tab sets (src/tabs/linkedPanels.tsx); a tab controls its panel only once it is drawn.
 */
export default function TabSet({
  kind,
  children,
  className,
  block,
  lazy,
  heading,
  chosen,
  onChange,
}: TabSetProps): ReactNode {
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<Item> =>
      isValidElement<Item>(child) && typeof child.props.value === 'string',
  );
  const values = items.map((item) => item.props.value);
  const initial = items.find((item) => item.props.default)?.props.value ?? values[0];
  const [selected, setSelected] = useState(initial);
  const [drawn, setDrawn] = useState(() => new Set([initial]));
  const base = `tabs-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const tabs = useRef<(HTMLLIElement | null)[]>([]);
  const list = useRef<HTMLUListElement>(null);
  const overflows = useOverflow(list);

  const select = (value: string) => {
    setSelected(value);
    setDrawn((before) => (before.has(value) ? before : new Set(before).add(value)));
  };
  useEffect(() => {
    if (chosen !== undefined && values.includes(chosen)) select(chosen);
    // Only a new choice from outside moves the set; its values are fixed by its page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen]);

  const choose = (index: number) => {
    const value = values[index];
    if (value === undefined || value === selected) return;
    select(value);
    onChange?.(index, value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const step = {ArrowRight: 1, ArrowLeft: -1}[event.key];
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(index);
    } else if (step !== undefined) {
      tabs.current[(index + step + values.length) % values.length]?.focus();
    }
  };
  const scroll = (by: number) => {
    if (list.current) list.current.scrollLeft += by;
  };
  const isDrawn = (value: string) => !lazy || drawn.has(value);

  // A list of tabs, as Docusaurus's own tab sets draw them and the theme's styles expect.
  const tabList = (
    <ul
      ref={list}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(classes[kind].list, 'tabs', block && 'tabs--block', className)}>
      {items.map(({props: {value, label, attributes}}, index) => (
        <li
          key={value}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
          role="tab"
          id={`${base}-tab-${index}`}
          aria-controls={isDrawn(value) ? `${base}-panel-${index}` : undefined}
          tabIndex={value === selected ? 0 : -1}
          aria-selected={value === selected}
          ref={(tab) => {
            tabs.current[index] = tab;
          }}
          onClick={() => choose(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
          {...attributes}
          className={clsx(
            'tabs__item',
            itemClass(kind, value),
            attributes?.className,
            value === selected && 'active',
          )}>
          {kind === 'schema' ? (
            <span className="openapi-tabs__schema-label">{label ?? value}</span>
          ) : (
            (label ?? value)
          )}
        </li>
      ))}
    </ul>
  );
  const arrows = (inner: ReactNode) => (
    <>
      {overflows && (
        <button
          type="button"
          className="openapi-tabs__arrow left"
          aria-hidden
          tabIndex={-1}
          onClick={() => scroll(-90)}
        />
      )}
      {inner}
      {overflows && (
        <button
          type="button"
          className="openapi-tabs__arrow right"
          aria-hidden
          tabIndex={-1}
          onClick={() => scroll(90)}
        />
      )}
    </>
  );
  const head =
    kind === 'response' ? (
      <div className="openapi-tabs__response-header-section">
        {heading}
        <div className="openapi-tabs__response-container">{arrows(tabList)}</div>
      </div>
    ) : kind === 'mime' ? (
      <div className="tabs__container">
        <div className="openapi-tabs__mime-container">{arrows(tabList)}</div>
      </div>
    ) : (
      <div className="openapi-tabs__schema-tabs-container" style={{marginBottom: '1rem'}}>
        {arrows(tabList)}
      </div>
    );
  return (
    <div className={classes[kind].set}>
      {head}
      <div className="margin-top--md">
        {items.map((item, index) =>
          isDrawn(item.props.value)
            ? cloneElement(item as ReactElement<Item & PanelLink & {hidden: boolean}>, {
                key: item.props.value,
                hidden: item.props.value !== selected,
                panelId: `${base}-panel-${index}`,
                tabId: `${base}-tab-${index}`,
              })
            : null,
        )}
      </div>
    </div>
  );
}

/** Whether the tab list is wider than its box, so the theme's scroll arrows are wanted. */
function useOverflow(list: {current: HTMLElement | null}): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => {
      setOverflows(element.clientWidth < element.scrollWidth);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [list]);
  return overflows;
}
