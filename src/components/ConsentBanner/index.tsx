import Translate, {translate} from '@docusaurus/Translate';
import {cookieSettingsAttribute, type ConsentChoice} from '@site/data/analytics';
import {useEffect, useRef, useState, type ReactNode} from 'react';

import {applyConsent, showConsentState} from '../../analytics/consent';
import styles from './styles.module.css';

const announcements: Record<ConsentChoice, () => string> = {
  granted: () =>
    translate({
      id: 'flowloom.consent.accepted',
      message:
        'Analytics accepted. Change it any time under Cookie settings, at the foot of every page.',
    }),
  denied: () =>
    translate({
      id: 'flowloom.consent.declined',
      message:
        'Analytics declined. Change it any time under Cookie settings, at the foot of every page.',
    }),
};

/** Where focus goes once the banner hides: the page's main content, as the skip link does. */
function focusMainContent(): void {
  const main = document.querySelector<HTMLElement>('main') ?? document.querySelector('h1');
  if (!main) return;
  main.tabIndex = -1;
  main.focus({preventScroll: true});
}

/**
 * The first-visit choice about analytics, at the top of every page, in the flow of the page (it covers
 * nothing) and before the skip link. It is in every page's HTML and shown by its stylesheet only while
 * `<html data-consent="unset">`, which the head script sets before the body is drawn: the page never
 * moves when it appears. The footer's "Cookie settings" button shows it again.
 */
export default function ConsentBanner(): ReactNode {
  const region = useRef<HTMLElement>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const reopen = (event: MouseEvent) => {
      if (
        !(event.target instanceof Element) ||
        !event.target.closest(`[${cookieSettingsAttribute}]`)
      )
        return;
      showConsentState('unset');
      setAnnouncement('');
      region.current?.scrollIntoView({block: 'start'});
      region.current?.focus({preventScroll: true});
    };
    document.addEventListener('click', reopen);
    return () => document.removeEventListener('click', reopen);
  }, []);

  const choose = (choice: ConsentChoice) => {
    applyConsent(choice);
    setAnnouncement(announcements[choice]());
    focusMainContent();
  };

  return (
    <>
      <section
        ref={region}
        tabIndex={-1}
        className={styles.banner}
        aria-labelledby="consent-banner-title">
        <div className={styles.inner}>
          <div className={styles.text}>
            <p id="consent-banner-title" className={styles.title}>
              <Translate id="flowloom.consent.title">Analytics cookies</Translate>
            </p>
            <p className={styles.body}>
              <Translate id="flowloom.consent.body">
                May we measure how these docs are read, with Google Analytics? Nothing is sent to
                Google, and no cookie is set, unless you accept.
              </Translate>
            </p>
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className="button button--primary"
              onClick={() => choose('granted')}>
              <Translate id="flowloom.consent.accept">Accept analytics</Translate>
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => choose('denied')}>
              <Translate id="flowloom.consent.decline">Decline</Translate>
            </button>
          </div>
        </div>
      </section>
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
    </>
  );
}
