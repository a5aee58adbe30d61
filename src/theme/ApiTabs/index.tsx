import ApiTabs from '@theme-original/ApiTabs';
import type OriginalApiTabs from 'docusaurus-theme-openapi-docs/lib/theme/ApiTabs';

import {withLazyPanels} from '@site/src/openapi/lazyTabs';

/** Only the selected panel is drawn (src/openapi/lazyTabs.tsx). */
export default withLazyPanels(ApiTabs as typeof OriginalApiTabs);
