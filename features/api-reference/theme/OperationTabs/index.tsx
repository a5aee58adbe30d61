import OperationTabs from '@theme-init/OperationTabs';
import type OriginalOperationTabs from 'docusaurus-theme-openapi-docs/lib/theme/OperationTabs';

import {withLinkedPanels} from '@site/src/tabs/linkedPanels';

/** Tabs and panels name each other (src/tabs/linkedPanels.tsx). */
export default withLinkedPanels(OperationTabs as typeof OriginalOperationTabs);
