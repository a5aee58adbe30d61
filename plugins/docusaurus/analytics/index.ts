import type {Plugin} from '@docusaurus/types';

import {headScript, type AnalyticsIds} from './headScript';

/**
 * Google Tag Manager and gtag behind the reader's consent (Consent Mode v2, basic mode): every page
 * gets one inline script at the top of its `<head>` (./headScript.ts), and nothing from Google loads
 * until the reader accepts in the banner (src/components/ConsentBanner). There is no preconnect to Google and no
 * `<noscript>` iframe: both reached Google before any choice, and a reader without JavaScript cannot
 * make one. Instead of the preset's `gtag` and `googleTagManager` options, which load their tags at once.
 * Page views on route changes come from src/clientModules/pageViews.ts.
 */
export default function analytics(ids: AnalyticsIds): () => Plugin | null {
  if (!/^GTM-\w+$/.test(ids.gtm))
    throw new Error(`The Google Tag Manager container id "${ids.gtm}" is not GTM-… .`);
  if (!/^G-\w+$/.test(ids.gtag))
    throw new Error(`The Google Analytics measurement id "${ids.gtag}" is not G-… .`);
  return () => {
    if (process.env.NODE_ENV !== 'production') return null;
    return {
      name: 'analytics',
      injectHtmlTags() {
        return {headTags: [{tagName: 'script', innerHTML: headScript(ids)}]};
      },
    };
  };
}
