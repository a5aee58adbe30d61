import {
  Children,
  cloneElement,
  isValidElement,
  useId,
  type ReactElement,
  type ReactNode,
} from 'react';

/** What a tab set's TabItem child carries: its value, and the attributes its tab gets. */
interface TabItemProps {
  value?: unknown;
  attributes?: Record<string, unknown>;
}

/** The ids a panel (`src/theme/TabItem`) is drawn with, tying it to its tab. */
export interface PanelLink {
  panelId?: string;
  tabId?: string;
}

/**
 * A tab set (the theme's Tabs, the OpenAPI theme's status code, media type, schema and code sets)
 * whose tabs and panels name each other, as ARIA requires of an active tab: each tab gets an id, each
 * panel its own id and `aria-labelledby` its tab, and each tab `aria-controls` its panel, except in a
 * lazy set, whose hidden panels are not drawn (a reference to a missing element is an error). The
 * theme's sets give a tab the `attributes` of its TabItem and draw no link themselves.
 */
export function withLinkedPanels<Props extends object>(
  Tabs: (props: Props) => ReactNode,
): (props: Props) => ReactNode {
  return function LinkedTabs(props: Props): ReactNode {
    const {children: items, lazy} = props as {children?: ReactNode; lazy?: boolean};
    // useId is the same on the server and in the browser; its punctuation is not wanted in an id.
    const base = `tabs-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
    const children = Children.map(items, (child, index) => {
      if (!isValidElement<TabItemProps>(child) || typeof child.props.value !== 'string')
        return child;
      const tabId = `${base}-tab-${index}`;
      const panelId = `${base}-panel-${index}`;
      const link: PanelLink = {panelId, tabId};
      return cloneElement(child as ReactElement<TabItemProps & PanelLink>, {
        ...link,
        attributes: {
          ...child.props.attributes,
          id: tabId,
          ...(lazy ? {} : {'aria-controls': panelId}),
        },
      });
    });
    return <Tabs {...props} {...{children}} />;
  };
}
