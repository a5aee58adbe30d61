/**
 * Analytics with consent: what the page's head script, the cookie banner, the feedback widget and the
 * tests share. Nothing from Google loads before the reader accepts (Consent Mode's basic mode).
 */

/** Where the reader's choice is kept (localStorage), as `granted` or `denied`. */
export const consentStorageKey = 'flowloom.analyticsConsent';

export type ConsentChoice = 'granted' | 'denied';

/** `<html data-consent>`: the stored choice, or `unset` while the reader has not chosen (the banner shows). */
export type ConsentState = ConsentChoice | 'unset';

/**
 * Consent Mode v2's defaults, set before any tag loads. Only `analytics_storage` ever changes: the
 * site shows no ads, so the three advertising signals stay denied.
 */
export const consentDefaults = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
} as const;

/** The attribute of the footer's "Cookie settings" button, which shows the banner again. */
export const cookieSettingsAttribute = 'data-cookie-settings';

/**
 * The data-layer events of the "Was this page helpful?" widget: the vote, sent on the click of Yes
 * or No (most readers never pick a reason), and the reason, sent when a reader picks one.
 */
export const feedbackEvent = 'page_feedback';
export const feedbackReasonEvent = 'page_feedback_reason';

/** The reasons a reader can give, by answer; the widget translates each. */
export const feedbackReasons = {
  no: [
    'hard_to_understand',
    'inaccurate_or_outdated',
    'missing_information',
    'example_does_not_work',
    'other',
  ],
  yes: ['easy_to_understand', 'solved_my_problem', 'example_worked', 'other'],
} as const;

export type FeedbackReason = (typeof feedbackReasons)[keyof typeof feedbackReasons][number];

/** The vote as the data layer receives it. */
export interface FeedbackEvent {
  event: typeof feedbackEvent;
  helpful: boolean;
  page_path: string;
  locale: string;
}

/** The reason as the data layer receives it, with its vote: no free text. */
export interface FeedbackReasonEvent extends Omit<FeedbackEvent, 'event'> {
  event: typeof feedbackReasonEvent;
  reason: FeedbackReason;
}
