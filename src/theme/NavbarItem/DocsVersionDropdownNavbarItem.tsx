import type {ReactNode} from 'react';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import RemountAfterHydration from '@site/src/components/RemountAfterHydration';

/** The version links keep the page's query string and hash, also on a page loaded with them. */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  return (
    <RemountAfterHydration>
      <DocsVersionDropdownNavbarItem {...props} />
    </RemountAfterHydration>
  );
}
