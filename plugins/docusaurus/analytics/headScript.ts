import {consentDefaults, consentStorageKey} from '../../../data/analytics';

export interface AnalyticsIds {
  /** Google Tag Manager container, `GTM-…`. */
  gtm: string;
  /** Google Analytics (gtag) measurement ID, `G-…`. */
  gtag: string;
}

const TAGS_HOST = 'https://www.googletagmanager.com';

/** The two tags, loaded only once the reader has accepted. */
export const tagUrls = ({gtm, gtag}: AnalyticsIds): string[] => [
  `${TAGS_HOST}/gtm.js?id=${encodeURIComponent(gtm)}`,
  `${TAGS_HOST}/gtag/js?id=${encodeURIComponent(gtag)}`,
];

/**
 * The inline script at the top of every page's `<head>`. In this order, before anything else uses the
 * data layer: Consent Mode's defaults (all denied), gtag's queued `js` and `config` commands, then the
 * stored choice: written to `<html data-consent>` before the body is parsed (so the banner is drawn
 * with the page, or not at all, and nothing moves), and, when it is `granted`, a consent update and
 * the tags. `window.flowloomLoadTags` loads the tags once; the banner calls it on "Accept analytics".
 * A storage that throws (blocked cookies, some private modes) counts as no choice.
 */
export function headScript(ids: AnalyticsIds): string {
  const json = JSON.stringify;
  return `window.dataLayer=window.dataLayer||[];
function gtag(){dataLayer.push(arguments);}
gtag('consent','default',${json(consentDefaults)});
gtag('js',new Date());
gtag('config',${json(ids.gtag)},{anonymize_ip:true});
(function(w,d){var loaded=false;
w.flowloomLoadTags=function(){if(loaded)return;loaded=true;
w.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});
${json(tagUrls(ids))}.forEach(function(src){var s=d.createElement('script');s.async=true;s.src=src;d.head.appendChild(s);});};
var c=null;try{c=w.localStorage.getItem(${json(consentStorageKey)});}catch(e){}
if(c!=='granted'&&c!=='denied')c='unset';
d.documentElement.setAttribute('data-consent',c);
if(c==='granted'){gtag('consent','update',{analytics_storage:'granted'});w.flowloomLoadTags();}
})(window,document);`;
}
