import SchemaItem from '@theme-original/SchemaItem';
import {
  getQualifierMessage,
  getSchemaName,
} from 'docusaurus-theme-openapi-docs/lib/markdown/schema';
import type {ReactNode} from 'react';

/**
 * A response's headers, as the theme lists them, each in a list item: the theme put each header's
 * `<div>` straight into the `<ul>` (invalid HTML, and a list without items to a screen reader), and
 * the list is built inside the component, out of a wrapper's reach. `SchemaItem` is the theme's.
 */
export default function ResponseHeaders({
  responseHeaders,
}: {
  /** Each header's schema, as in openapi.json. */
  responseHeaders?: Record<string, object>;
}): ReactNode {
  if (!responseHeaders) return null;
  return (
    <ul style={{marginLeft: '1rem'}}>
      {Object.entries(responseHeaders).map(([name, schema]) => (
        <li key={name} className="openapi-response-headers__item">
          <SchemaItem
            name={name}
            collapsible={false}
            schemaName={getSchemaName(schema)}
            qualifierMessage={getQualifierMessage(schema)}
            schema={schema}
            discriminator={false}
          />
        </li>
      ))}
    </ul>
  );
}
