import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {OPENAPI_TABS} from '@theme/translationIds';
import type {ReactNode} from 'react';

import TabSet from '@site/features/api-reference/browser/TabSet';

/**
 * An operation's responses, a tab per status code, every panel in the page's HTML
 * (../../browser/TabSet.tsx says why this replaces the theme's set).
 */
export default function ApiTabs({
  label = translate({id: OPENAPI_TABS.RESPONSES_LABEL, message: 'Responses'}),
  id = 'responses',
  className,
  children,
}: {
  label?: string;
  id?: string;
  className?: string;
  children?: ReactNode;
}): ReactNode {
  return (
    <TabSet
      kind="response"
      className={className}
      heading={
        <Heading as="h2" id={id} className="openapi-tabs__heading openapi-tabs__response-header">
          {label}
        </Heading>
      }>
      {children}
    </TabSet>
  );
}
