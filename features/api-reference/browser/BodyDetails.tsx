import {translate} from '@docusaurus/Translate';
import Details from '@theme/Details';
import Markdown from '@theme/Markdown';
import Schema from '@theme/Schema';
import {OPENAPI_SCHEMA_ITEM} from '@theme/translationIds';
import type {CSSProperties, ReactNode} from 'react';

/** "required", as the theme marks a required body. */
export const requiredMark = (): string =>
  translate({id: OPENAPI_SCHEMA_ITEM.REQUIRED, message: 'required'});

/**
 * A request or response body as the OpenAPI theme draws it: an open disclosure whose summary is
 * `summary`, the body's description, and its schema. Shared by ../theme/RequestSchema and
 * ../theme/ResponseSchema, which draw it on the server.
 */
export default function BodyDetails({
  kind,
  summary,
  description,
  schema,
  style,
}: {
  kind: 'request' | 'response';
  summary: ReactNode;
  description?: string;
  schema: object;
  style?: CSSProperties;
}): ReactNode {
  return (
    <Details
      className={`openapi-markdown__details ${kind === 'request' ? 'mime' : 'response'}`}
      data-collapsed={false}
      open
      style={style}
      summary={<summary>{summary}</summary>}>
      <div style={{textAlign: 'left', marginLeft: '1rem'}}>
        {description && (
          <div style={{marginTop: '1rem', marginBottom: '1rem'}}>
            <Markdown>{description}</Markdown>
          </div>
        )}
      </div>
      <ul style={{marginLeft: '1rem'}}>
        <Schema
          schema={schema}
          schemaType={kind}
          {...(kind === 'request' && {schemaPath: 'requestBody'})}
        />
      </ul>
    </Details>
  );
}
