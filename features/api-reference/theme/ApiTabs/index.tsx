import ApiTabs from '@theme-init/ApiTabs';
import type OriginalApiTabs from 'docusaurus-theme-openapi-docs/lib/theme/ApiTabs';

import {withLazyPanels} from '@site/features/api-reference/browser/lazyTabs';

/** Only the selected panel is drawn (features/api-reference/browser/lazyTabs.tsx). */
export default withLazyPanels(ApiTabs as typeof OriginalApiTabs);
