import MimeTabs from '@theme-original/MimeTabs';
import type OriginalMimeTabs from 'docusaurus-theme-openapi-docs/lib/theme/MimeTabs';

import {withLazyPanels} from '@site/src/openapi/lazyTabs';

/** Only the selected panel is drawn (src/openapi/lazyTabs.tsx). */
export default withLazyPanels(MimeTabs as typeof OriginalMimeTabs);
