import SkeletonLoader from '@theme-init/SkeletonLoader';
import type OriginalSkeletonLoader from 'docusaurus-theme-openapi-docs/lib/theme/SkeletonLoader';
import type {ComponentProps, ReactNode} from 'react';

import {ExplorerPlaceholder} from '../ApiExplorer';

/**
 * The theme's `ApiItem` draws the explorer's column in the browser only, with a large skeleton in the
 * page's HTML (its one remaining use: the schemas are drawn on the server). The page's HTML holds
 * the explorer's placeholder instead, as the browser then draws it.
 */
export default function SkeletonLoaderWrapper(
  props: ComponentProps<typeof OriginalSkeletonLoader>,
): ReactNode {
  if (props.size === 'lg') return <ExplorerPlaceholder />;
  return <SkeletonLoader {...props} />;
}
