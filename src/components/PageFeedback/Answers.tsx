import Translate from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

/**
 * Yes and No: drawn by the page's own code (index.tsx) until the widget's code arrives, then by the
 * widget, with the same markup, so nothing moves.
 */
export default function Answers({onAnswer}: {onAnswer: (helpful: boolean) => void}): ReactNode {
  const buttonClass = 'button button--outline button--primary button--sm';
  return (
    <div className={styles.line}>
      <button type="button" className={buttonClass} onClick={() => onAnswer(true)}>
        <Translate id="flowloom.feedback.yes">Yes</Translate>
      </button>
      <button type="button" className={buttonClass} onClick={() => onAnswer(false)}>
        <Translate id="flowloom.feedback.no">No</Translate>
      </button>
    </div>
  );
}
