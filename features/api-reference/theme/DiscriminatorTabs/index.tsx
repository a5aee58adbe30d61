import DiscriminatorTabs from '@theme-init/DiscriminatorTabs';
import type OriginalDiscriminatorTabs from 'docusaurus-theme-openapi-docs/lib/theme/DiscriminatorTabs';

import {withLinkedPanels} from '@site/src/tabs/linkedPanels';

/** Tabs and panels name each other (src/tabs/linkedPanels.tsx). */
export default withLinkedPanels(DiscriminatorTabs as typeof OriginalDiscriminatorTabs);
