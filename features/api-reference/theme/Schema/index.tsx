import type {ComponentProps, ReactNode} from 'react';
import Schema from '@theme-init/Schema';

/**
 * The API reference's request and response bodies put this schema straight into a `<ul>`, and the
 * schema renders `<div>`s: a list whose children are not list items (WCAG 1.3.1). Those bodies are
 * the only users of `@theme/Schema` (the schema's own recursion stays inside its module), so the
 * wrapper makes the whole schema one list item.
 */
export default function SchemaWrapper(props: ComponentProps<typeof Schema>): ReactNode {
  return (
    <li className="openapi-schema__root">
      <Schema {...props} />
    </li>
  );
}
