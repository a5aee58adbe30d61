import DocItemFooter from '@theme-original/DocItem/Footer';
import type {ReactNode} from 'react';

import PageFeedback from '@site/src/components/PageFeedback';

/** The doc's footer (edit link, last change), then "Was this page helpful?": guides and API pages alike. */
export default function DocItemFooterWrapper(): ReactNode {
  return (
    <>
      <DocItemFooter />
      <PageFeedback />
    </>
  );
}
