import type {ReactNode} from 'react';

import {withLinkedPanels} from '@site/src/tabs/linkedPanels';

/**
 * One of the OpenAPI theme's tab sets (status codes, media types, schema and examples), rendering
 * only the selected panel: its own `lazy` option, which the theme never sets. Without it an
 * operation draws every status code's schema and every example, highlighted, in hidden panels,
 * about 2,400 elements on a large operation, in the browser only and in one task after hydration.
 * A panel is drawn when its tab is chosen, as the reference's explorer does already. Its tabs and
 * panels name each other (src/tabs/linkedPanels.tsx).
 */
export function withLazyPanels<Props extends object>(
  Tabs: (props: Props) => ReactNode,
): (props: Props) => ReactNode {
  const Linked = withLinkedPanels(Tabs);
  return function LazyTabs(props: Props): ReactNode {
    return <Linked {...{lazy: true, ...props}} />;
  };
}
