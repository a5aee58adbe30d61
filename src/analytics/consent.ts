import {consentStorageKey, type ConsentChoice, type ConsentState} from '@site/data/analytics';

import './dataLayer';

/** What `<html data-consent>` says: the stored choice, or `unset` while the banner is shown. */
export const consentState = (): ConsentState | undefined =>
  document.documentElement.dataset.consent as ConsentState | undefined;

/** Shows the banner (`unset`) or hides it (a choice): its stylesheet reads the attribute. */
export function showConsentState(state: ConsentState): void {
  document.documentElement.dataset.consent = state;
}

/** Google Analytics' cookies (`_ga`, `_ga_<container>`), expired on this host and each parent domain. */
function expireAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  const labels = location.hostname.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.'));
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}`;
  }
}

/**
 * The reader's choice: kept (a storage that throws keeps it for this page only), sent as a consent
 * update, and applied: the tags load on `granted`; on `denied` they stay unloaded, or, loaded earlier in
 * this page, are told to stop, and Analytics' cookies are removed.
 */
export function applyConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(consentStorageKey, choice);
  } catch {
    // Private modes and blocked storage: the choice holds until the page is left.
  }
  window.gtag?.('consent', 'update', {analytics_storage: choice});
  if (choice === 'granted') window.flowloomLoadTags?.();
  else expireAnalyticsCookies();
  showConsentState(choice);
}
