import type {ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * What a route shows while its code loads: nothing for the first 200 ms
 * (react-loadable's `delay`), then a spinner; on failure, the error and a
 * Retry button. Replaces the core fallback, whose colours are hard-coded and
 * whose texts are not translated.
 */
export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={styles.failure} role="alert">
        <p className={styles.message}>
          <Translate
            id="flowloom.loading.failed"
            description="Shown when a page's code could not be loaded">
            This page could not be loaded.
          </Translate>
        </p>
        <p className={styles.detail}>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          <Translate
            id="flowloom.loading.retry"
            description="Button that loads a failed page again">
            Retry
          </Translate>
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.pending} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.srOnly}>
          <Translate
            id="flowloom.loading.pending"
            description="Screen reader text while a page loads">
            Loading…
          </Translate>
        </span>
      </div>
    );
  }
  return null;
}
