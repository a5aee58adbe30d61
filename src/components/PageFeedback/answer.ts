import {
  feedbackEvent,
  feedbackReasonEvent,
  type FeedbackEvent,
  type FeedbackReason,
  type FeedbackReasonEvent,
} from '@site/data/analytics';

import {pushToDataLayer} from '../../analytics/dataLayer';

/** Where a page is answered: its path, and the locale it is read in. */
export interface FeedbackPage {
  path: string;
  locale: string;
}

/** The answer given on a page in this visit (session storage), by path: one answer per page. */
const storageKey = (path: string) => `flowloom.feedback:${path}`;

export function wasAnswered(path: string): boolean {
  try {
    return sessionStorage.getItem(storageKey(path)) !== null;
  } catch {
    return false;
  }
}

function keep(path: string, answer: {helpful: boolean; reason?: FeedbackReason}): void {
  try {
    sessionStorage.setItem(storageKey(path), JSON.stringify(answer));
  } catch {
    // Blocked storage: a reload asks again.
  }
}

/** Yes or No, sent on the click: a reader who leaves without a reason is counted too. */
export function sendVote(helpful: boolean, {path, locale}: FeedbackPage): void {
  pushToDataLayer({
    event: feedbackEvent,
    helpful,
    page_path: path,
    locale,
  } satisfies FeedbackEvent);
  keep(path, {helpful});
}

/** The reason a reader picked, as a second event that carries its vote. */
export function sendReason(
  helpful: boolean,
  reason: FeedbackReason,
  {path, locale}: FeedbackPage,
): void {
  pushToDataLayer({
    event: feedbackReasonEvent,
    helpful,
    reason,
    page_path: path,
    locale,
  } satisfies FeedbackReasonEvent);
  keep(path, {helpful, reason});
}
