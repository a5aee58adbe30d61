import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {links} from '@site/data/facts';
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';

import Answers from './Answers';
import {sendVote} from './answer';
import styles from './styles.module.css';

/** The widget's code: the reasons, the thanks and the answer of an earlier view. */
const Widget = lazy(() => import(/* webpackChunkName: "page-feedback" */ './Widget'));

/** A new issue on the docs repository with the page's title and address filled in. */
function reportUrl(title: string, pageUrl: string): string {
  const body = `Page: ${pageUrl}\n\nWhat is wrong, and what did you expect?\n`;
  return `${links.docsRepo}/issues/new?${new URLSearchParams({title: `Docs: ${title}`, body}).toString()}`;
}

/** Runs `task` once the browser is idle after the page became interactive (a timer where there is no idle callback). */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, {timeout: 3000});
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}

/**
 * "Was this page helpful?" at the end of every guide and API page. The page draws the question, Yes and
 * No, and the report link itself; the rest of the widget (./Widget.tsx) loads when the browser is first
 * idle, or at once when a reader answers before that.
 */
export default function PageFeedback(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig, i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  const [widgetWanted, setWidgetWanted] = useState(false);
  const [firstAnswer, setFirstAnswer] = useState<boolean>();

  useEffect(() => whenIdle(() => setWidgetWanted(true)), []);

  // The vote is sent on the click, whether or not the widget's code has arrived.
  const answerEarly = (helpful: boolean) => {
    sendVote(helpful, {path: pathname, locale: i18n.currentLocale});
    setFirstAnswer(helpful);
    setWidgetWanted(true);
  };
  const answers = <Answers onAnswer={answerEarly} />;

  return (
    <section className={`${styles.feedback} page-feedback`} aria-labelledby="page-feedback-title">
      {/* Not a heading: the page's headings are its own (the table of contents, search, the twin). */}
      <p id="page-feedback-title" className={styles.title}>
        <Translate id="flowloom.feedback.question">Was this page helpful?</Translate>
      </p>
      {widgetWanted ? (
        <Suspense fallback={answers}>
          <Widget firstAnswer={firstAnswer} />
        </Suspense>
      ) : (
        answers
      )}
      <p className={styles.reportLine}>
        <a
          className={styles.report}
          href={reportUrl(metadata.title, siteConfig.url + metadata.permalink)}
          target="_blank"
          rel="noopener noreferrer">
          {translate({
            id: 'flowloom.feedback.report',
            message: 'Report a problem with this page',
          })}
        </a>
      </p>
    </section>
  );
}
