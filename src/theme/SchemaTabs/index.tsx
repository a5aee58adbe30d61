import SchemaTabs from '@theme-original/SchemaTabs';
import type OriginalSchemaTabs from 'docusaurus-theme-openapi-docs/lib/theme/SchemaTabs';

import {withLazyPanels} from '@site/src/openapi/lazyTabs';

/** Only the selected panel is drawn (src/openapi/lazyTabs.tsx). */
export default withLazyPanels(SchemaTabs as typeof OriginalSchemaTabs);
