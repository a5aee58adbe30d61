import {translate} from '@docusaurus/Translate';
import MimeTabs from '@theme/MimeTabs';
import TabItem from '@theme/TabItem';
import {OPENAPI_REQUEST} from '@theme/translationIds';
import type OriginalRequestSchema from 'docusaurus-theme-openapi-docs/lib/theme/RequestSchema';
import type {ComponentProps, ReactNode} from 'react';

import BodyDetails, {requiredMark} from '@site/features/api-reference/browser/BodyDetails';

type Props = ComponentProps<typeof OriginalRequestSchema>;

/**
 * An operation's request body, in the markup the OpenAPI theme draws, but on the server: the
 * theme's own draws it in the browser only (`BrowserOnly`), leaving a skeleton in the page's HTML,
 * so a reader saw grey boxes until the scripts ran and a reader without them never saw the fields.
 */
export default function RequestSchema({title, body, style}: Props): ReactNode {
  const content = body?.content ?? {};
  const mimeTypes = Object.keys(content);
  if (mimeTypes.length === 0) return null;
  const heading = (schema: {type?: unknown}) => (
    <h3 className="openapi-markdown__details-summary-header-body">
      {translate({id: OPENAPI_REQUEST.BODY_TITLE, message: title})}
      {schema.type === 'array' && <span style={{opacity: '0.6'}}> array</span>}
      {body.required === true && (
        <strong className="openapi-schema__required">{requiredMark()}</strong>
      )}
    </h3>
  );
  return (
    <MimeTabs className="openapi-tabs__mime" schemaType="request">
      {mimeTypes.flatMap((mimeType) => {
        const schema = (content[mimeType]?.schema ?? undefined) as {type?: unknown} | undefined;
        if (!schema) return [];
        return [
          <TabItem key={mimeType} label={mimeType} value={mimeType}>
            <BodyDetails
              kind="request"
              summary={heading(schema)}
              description={body.description}
              schema={schema}
              style={style}
            />
          </TabItem>,
        ];
      })}
    </MimeTabs>
  );
}
