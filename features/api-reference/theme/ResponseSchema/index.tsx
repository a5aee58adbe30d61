import {translate} from '@docusaurus/Translate';
import MimeTabs from '@theme/MimeTabs';
import {ExampleFromSchema, ResponseExample, ResponseExamples} from '@theme/ResponseExamples';
import TabItem from '@theme/TabItem';
import {OPENAPI_SCHEMA} from '@theme/translationIds';
import type OriginalResponseSchema from 'docusaurus-theme-openapi-docs/lib/theme/ResponseSchema';
import type {ComponentProps, ReactNode} from 'react';

import BodyDetails, {requiredMark} from '@site/features/api-reference/browser/BodyDetails';
import TabSet from '@site/features/api-reference/browser/TabSet';

type Props = ComponentProps<typeof OriginalResponseSchema>;

/**
 * A response's body per media type, its schema beside its examples, in the markup the OpenAPI theme
 * draws, but on the server: the theme's own draws it in the browser only (`BrowserOnly`), leaving a
 * skeleton in the page's HTML (../RequestSchema says why that mattered). An example, highlighted
 * code, is drawn when its tab is first chosen.
 */
export default function ResponseSchema({title, body, style}: Props): ReactNode {
  const content = body?.content ?? {};
  const mimeTypes = Object.keys(content);
  if (mimeTypes.length === 0) return null;
  return (
    <MimeTabs className="openapi-tabs__mime" schemaType="response">
      {mimeTypes.map((mimeType) => {
        const media: {
          schema?: {properties?: object};
          examples?: Record<string, unknown>;
          example?: unknown;
        } = content[mimeType] ?? {};
        const schema = media.schema;
        if (!schema || (schema.properties && Object.keys(schema.properties).length === 0)) {
          return (
            <TabItem key={mimeType} label={mimeType} value={mimeType}>
              <div>{translate({id: OPENAPI_SCHEMA.NO_SCHEMA, message: 'No schema'})}</div>
            </TabItem>
          );
        }
        return (
          <TabItem key={mimeType} label={mimeType} value={mimeType}>
            <TabSet kind="schema" className="openapi-tabs__schema" lazy>
              <TabItem key={title} label={title} value={title}>
                <BodyDetails
                  kind="response"
                  summary={
                    <strong className="openapi-markdown__details-summary-response">
                      {title}
                      {body.required === true && (
                        <span className="openapi-schema__required">{requiredMark()}</span>
                      )}
                    </strong>
                  }
                  description={body.description}
                  schema={schema}
                  style={style}
                />
              </TabItem>
              {ExampleFromSchema({schema, mimeType})}
              {media.examples && ResponseExamples({responseExamples: media.examples, mimeType})}
              {media.example !== undefined &&
                ResponseExample({responseExample: media.example, mimeType})}
            </TabSet>
          </TabItem>
        );
      })}
    </MimeTabs>
  );
}
