import type {ComponentProps, ReactNode} from 'react';
import ParamsItem from '@theme-init/ParamsItem';

/**
 * The API reference lists an operation's parameters in a `<ul>`, each rendered as a `<div>`: a list
 * without list items (WCAG 1.3.1). That list is the only user of `@theme/ParamsItem`, so the
 * wrapper makes each parameter a list item.
 */
export default function ParamsItemWrapper(props: ComponentProps<typeof ParamsItem>): ReactNode {
  return (
    <li className="openapi-params__item">
      <ParamsItem {...props} />
    </li>
  );
}
