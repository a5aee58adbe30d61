import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {feedbackReasons, type FeedbackReason} from '@site/data/analytics';
import {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';

import Answers from './Answers';
import {sendReason, sendVote, wasAnswered} from './answer';
import styles from './styles.module.css';

const reasonLabels: Record<FeedbackReason, () => string> = {
  hard_to_understand: () =>
    translate({id: 'flowloom.feedback.reason.hardToUnderstand', message: 'Hard to understand'}),
  inaccurate_or_outdated: () =>
    translate({id: 'flowloom.feedback.reason.inaccurate', message: 'Inaccurate or outdated'}),
  missing_information: () =>
    translate({id: 'flowloom.feedback.reason.missing', message: 'Missing information'}),
  example_does_not_work: () =>
    translate({id: 'flowloom.feedback.reason.exampleFails', message: 'The example does not work'}),
  easy_to_understand: () =>
    translate({id: 'flowloom.feedback.reason.easy', message: 'Easy to understand'}),
  solved_my_problem: () =>
    translate({id: 'flowloom.feedback.reason.solved', message: 'Solved my problem'}),
  example_worked: () =>
    translate({id: 'flowloom.feedback.reason.exampleWorked', message: 'The example worked'}),
  other: () => translate({id: 'flowloom.feedback.reason.other', message: 'Other'}),
};

type Step = {kind: 'question'} | {kind: 'reasons'; helpful: boolean} | {kind: 'thanks'};

/**
 * The widget under "Was this page helpful?": Yes and No, then the reasons that fit the answer, then
 * thanks, written into a status line that screen readers announce. The vote goes to the data layer
 * on the click and the reason, when one is sent, as a second event (./answer.ts); the answer is kept
 * for the visit, so a reload shows the thanks. `firstAnswer` is a vote the page's own buttons took
 * (and sent) before this code arrived.
 */
export default function Widget({firstAnswer}: {firstAnswer?: boolean}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  const page = {path: pathname, locale: i18n.currentLocale};
  const [step, setStep] = useState<Step>(
    firstAnswer === undefined ? {kind: 'question'} : {kind: 'reasons', helpful: firstAnswer},
  );
  const [reason, setReason] = useState<FeedbackReason>();
  const firstReason = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  // Answered in an earlier view of the page (this view's vote is the reasons' step).
  useEffect(() => {
    if (firstAnswer === undefined && wasAnswered(pathname)) setStep({kind: 'thanks'});
  }, [firstAnswer, pathname]);

  // Focus follows the controls that replace the ones used.
  useEffect(() => {
    if (step.kind === 'reasons') firstReason.current?.focus();
  }, [step.kind]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'reasons' || !reason) return;
    sendReason(step.helpful, reason, page);
    setStep({kind: 'thanks'});
    status.current?.focus();
  };

  // The status line comes first: it grows where Yes and No were, and nothing else moves.
  return (
    <>
      <p
        ref={status}
        role="status"
        tabIndex={-1}
        className={step.kind === 'thanks' ? styles.line : styles.status}>
        {step.kind === 'thanks' &&
          translate({id: 'flowloom.feedback.thanks', message: 'Thanks for your feedback!'})}
      </p>
      {step.kind === 'question' && (
        <Answers
          onAnswer={(helpful) => {
            sendVote(helpful, page);
            setStep({kind: 'reasons', helpful});
          }}
        />
      )}
      {step.kind === 'reasons' && (
        <form className={styles.reasons} onSubmit={send}>
          <fieldset>
            <legend>
              {step.helpful ? (
                <Translate id="flowloom.feedback.whatHelped">What helped most?</Translate>
              ) : (
                <Translate id="flowloom.feedback.whatWentWrong">What went wrong?</Translate>
              )}
            </legend>
            {feedbackReasons[step.helpful ? 'yes' : 'no'].map((id, index) => (
              <label key={id} className={styles.reason}>
                <input
                  ref={index === 0 ? firstReason : undefined}
                  type="radio"
                  name="page-feedback-reason"
                  value={id}
                  required
                  onChange={() => setReason(id)}
                />
                {reasonLabels[id]()}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary button--sm">
            <Translate id="flowloom.feedback.send">Send</Translate>
          </button>
        </form>
      )}
    </>
  );
}
