import Tabs from '@theme-original/Tabs';
import type ThemeTabs from '@theme/Tabs';

import {withLinkedPanels} from '@site/src/tabs/linkedPanels';

/** Tabs and panels name each other (src/tabs/linkedPanels.tsx). */
export default withLinkedPanels(Tabs as typeof ThemeTabs);
