import type {ReactNode} from 'react';
import type {Props} from '@theme/Error';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

/**
 * The crash screen inside the layout. The original renders the heading, the
 * 'Try again' button and the error with its causes; it sets no document
 * title, so the crashed page's title would stay. This wrapper names it.
 */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({
          id: 'flowloom.ErrorPageContent.documentTitle',
          message: 'Page Error',
          description: 'The document title of the screen shown when a page crashed',
        })}
      />
      <ErrorPageContent {...props} />
    </>
  );
}
