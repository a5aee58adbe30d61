import Details, {type Props} from '@theme/Details';
import type {ReactNode} from 'react';

/**
 * The API reference's schema disclosures (each nested object or array of a request or response
 * body), drawn only once opened. The theme's Details keeps a closed disclosure's content in the page
 * for search engines, but the schema is drawn in the browser only: there it was about 400 hidden
 * elements on a large operation, drawn in the task after hydration. `lazy` is the theme's own
 * Collapsible option (its sidebar categories use it), passed through by a patch of Details
 * (plugins/source-patch). plugins/docusaurus/bundle-layout.ts puts this in place of `@theme/Details` in the
 * OpenAPI theme's Schema module only.
 */
export default function LazyDetails(props: Props): ReactNode {
  return <Details {...props} {...{lazy: true}} />;
}
