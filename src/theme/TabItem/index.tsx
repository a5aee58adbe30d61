import clsx from 'clsx';
import type {ReactNode} from 'react';
import type {Props} from '@theme/TabItem';

import type {PanelLink} from '@site/src/tabs/linkedPanels';

import styles from './styles.module.css';

/**
 * The theme's panel, with the id and `aria-labelledby` that tie it to its tab, which the set hands it
 * (src/tabs/linkedPanels.tsx). The theme's panel takes no other props, so no wrapper can add them.
 */
export default function TabItem({
  children,
  hidden,
  className,
  panelId,
  tabId,
}: Props & PanelLink): ReactNode {
  return (
    <div
      role="tabpanel"
      id={panelId}
      aria-labelledby={tabId}
      className={clsx(styles.tabItem, className)}
      hidden={hidden}>
      {children}
    </div>
  );
}
