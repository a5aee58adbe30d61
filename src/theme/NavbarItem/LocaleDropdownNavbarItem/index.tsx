import type {ReactNode} from 'react';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import RemountAfterHydration from '@site/src/components/RemountAfterHydration';

/** The locale links keep the page's query string and hash, also on a page loaded with them. */
export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  return (
    <RemountAfterHydration>
      <LocaleDropdownNavbarItem {...props} />
    </RemountAfterHydration>
  );
}
