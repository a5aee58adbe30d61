import SchemaTabs from '@theme-init/SchemaTabs';
import type OriginalSchemaTabs from 'docusaurus-theme-openapi-docs/lib/theme/SchemaTabs';

import {withLazyPanels} from '@site/features/api-reference/browser/lazyTabs';

/** Only the selected panel is drawn (features/api-reference/browser/lazyTabs.tsx). */
export default withLazyPanels(SchemaTabs as typeof OriginalSchemaTabs);
