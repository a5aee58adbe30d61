import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import styles from './styles.module.css';

/** `api-method post` → `post`: the generator marks each operation's sidebar link with its method. */
const methodOf = (className: string | undefined): string | undefined =>
  /\bapi-method\s+(\w+)/.exec(className ?? '')?.[1];

function Operation({item}: {item: PropSidebarItem}): ReactNode {
  if (item.type !== 'link') return null;
  const method = methodOf(item.className);
  return (
    <li className={styles.operation}>
      {method && (
        <span className={`${styles.method} ${styles[method] ?? ''}`}>{method.toUpperCase()}</span>
      )}{' '}
      {/* The space keeps "GET" and the name two words for screen readers and text copies. */}
      <Link to={item.href}>{item.label}</Link>
    </li>
  );
}

/**
 * The operations of the API reference grouped by tag, read from the API
 * sidebar (itself generated from openapi.json), so the index can never list
 * an operation that has no page or miss one that has.
 */
export default function ApiOperationIndex(): ReactNode {
  const sidebar = useDocsSidebar();
  const groups = (sidebar?.items ?? []).filter((item) => item.type === 'category');
  return (
    <div className={styles.groups}>
      {groups.map((group, index) => (
        <section key={group.label} className={styles.group} aria-labelledby={`api-group-${index}`}>
          <h3 id={`api-group-${index}`} className={styles.title}>
            {group.href ? <Link to={group.href}>{group.label}</Link> : group.label}
          </h3>
          {group.description && <p className={styles.description}>{group.description}</p>}
          <ul className={styles.operations}>
            {group.items.map((item, index) => (
              <Operation key={item.type === 'link' ? item.href : index} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
