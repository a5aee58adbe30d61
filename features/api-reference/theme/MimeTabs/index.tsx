import {setAccept} from '@theme/ApiExplorer/Accept/slice';
import {setContentType} from '@theme/ApiExplorer/ContentType/slice';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import type {ReactNode} from 'react';

import TabSet from '@site/features/api-reference/browser/TabSet';

/**
 * A body's media types, one tab each, every panel in the page's HTML (../../browser/TabSet.tsx says
 * why this replaces the theme's set). As in the theme, a request's tab follows the content type the
 * explorer sends and a response's the type it accepts, and choosing a tab sets them.
 */
export default function MimeTabs({
  schemaType,
  className,
  children,
}: {
  schemaType?: string;
  className?: string;
  children?: ReactNode;
}): ReactNode {
  const dispatch = useTypedDispatch();
  const isRequest = schemaType?.toLowerCase() === 'request';
  // The page's store is empty while it is drawn on the server.
  const chosen = useTypedSelector((state) =>
    isRequest
      ? (state.contentType as typeof state.contentType | undefined)?.value
      : (state.accept as typeof state.accept | undefined)?.value,
  );
  return (
    <TabSet
      kind="mime"
      className={className}
      chosen={chosen}
      onChange={(_, value) => dispatch(isRequest ? setContentType(value) : setAccept(value))}>
      {children}
    </TabSet>
  );
}
