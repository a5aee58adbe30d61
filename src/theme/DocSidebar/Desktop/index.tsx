import type {WrapperProps} from '@docusaurus/types';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {ReactNode} from 'react';

import DesktopOnly from '@site/src/components/DesktopOnly';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

/** Not hydrated on a phone, where the theme drops it right after (see DesktopOnly). */
export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <DesktopOnly>
      <DocSidebarDesktop {...props} />
    </DesktopOnly>
  );
}
