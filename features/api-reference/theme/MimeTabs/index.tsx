import MimeTabs from '@theme-init/MimeTabs';
import type OriginalMimeTabs from 'docusaurus-theme-openapi-docs/lib/theme/MimeTabs';

import {withLazyPanels} from '@site/features/api-reference/browser/lazyTabs';

/** Only the selected panel is drawn (features/api-reference/browser/lazyTabs.tsx). */
export default withLazyPanels(MimeTabs as typeof OriginalMimeTabs);
