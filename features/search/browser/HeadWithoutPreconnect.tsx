/**
 * Stands in for `@docusaurus/Head` inside the theme's SearchBar in local mode (see features/search):
 * the SearchBar asks browsers to preconnect to `{appId}-dsn.algolia.net`, a host local search never uses.
 */
import Head from '@docusaurus/Head';
import {Children, isValidElement, type ReactNode} from 'react';

function isPreconnect(node: ReactNode): boolean {
  return (
    isValidElement<{rel?: string}>(node) && node.type === 'link' && node.props.rel === 'preconnect'
  );
}

export default function HeadWithoutPreconnect({children}: {children?: ReactNode}): ReactNode {
  const kept = Children.toArray(children).filter((child) => !isPreconnect(child));
  return kept.length > 0 ? <Head>{kept}</Head> : null;
}
