import CodeTabs from '@theme-init/ApiExplorer/CodeTabs';
import type OriginalCodeTabs from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/CodeTabs';

import {withLinkedPanels} from '@site/src/tabs/linkedPanels';

/** Tabs and panels name each other (src/tabs/linkedPanels.tsx). */
export default withLinkedPanels(CodeTabs as typeof OriginalCodeTabs);
