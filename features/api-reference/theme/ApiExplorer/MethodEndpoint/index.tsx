import BrowserOnly from '@docusaurus/BrowserOnly';
import type {ReactNode} from 'react';
// The store the theme's ApiItem provides (the theme reads it with the same hook).
import {useSelector} from 'react-redux';

import styles from './styles.module.css';

/** The part of the API explorer's store read here: the server the reader chose. */
interface ServerState {
  server: {value?: {url: string; variables?: Record<string, {default?: string}>}};
}

interface Props {
  method: string;
  path: string;
  context?: 'endpoint' | 'callback';
}

const METHOD_COLOURS: Record<string, string> = {
  get: 'primary',
  post: 'success',
  delete: 'danger',
  put: 'info',
  patch: 'warning',
  head: 'secondary',
  event: 'secondary',
};

/**
 * An operation's method and path, as the theme draws it, in a `<div>` that looks like its `<pre>`:
 * the theme put the path's `<h2>` inside a `<pre>`, which HTML does not allow (a `<pre>` holds
 * phrasing content only), and it takes no props that could change the element.
 */
export default function MethodEndpoint({method, path, context}: Props): ReactNode {
  const server = useSelector((state: ServerState) => state.server.value);
  const serverUrl = (): string => {
    if (!server?.url) return '';
    let url = server.url.replace(/\/$/, '');
    const variables = server.variables ?? {};
    for (const name of Object.keys(variables))
      url = url.replace(`{${name}}`, variables[name]?.default ?? '');
    return url;
  };
  return (
    <>
      <div className={`openapi__method-endpoint ${styles.endpoint}`}>
        <span className={`badge badge--${METHOD_COLOURS[method.toLowerCase()] ?? ''}`}>
          {method === 'event' ? 'Webhook' : method.toUpperCase()}
        </span>{' '}
        {method !== 'event' && (
          <h2 className="openapi__method-endpoint-path">
            {context !== 'callback' && <BrowserOnly>{serverUrl}</BrowserOnly>}
            {path.replace(/{([a-z0-9-_]+)}/gi, ':$1')}
          </h2>
        )}
      </div>
      <div className="openapi__divider" />
    </>
  );
}
