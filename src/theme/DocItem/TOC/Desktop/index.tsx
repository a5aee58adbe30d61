import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import type {ReactNode} from 'react';

import DesktopOnly from '@site/src/components/DesktopOnly';

/** Not hydrated on a phone, where the theme drops it right after (see DesktopOnly). */
export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <DesktopOnly>
      <DocItemTOCDesktop />
    </DesktopOnly>
  );
}
