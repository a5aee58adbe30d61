/**
 * The page's analytics globals, made by the head script of plugins/docusaurus/analytics: the data layer
 * that Google Tag Manager and gtag read once the reader accepts, gtag's command queue, and the loader
 * of the two tags. Absent in `npm start`, which has no analytics.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    flowloomLoadTags?: () => void;
  }
}

/** Pushes an event to the data layer; the tag manager forwards it only with consent. */
export function pushToDataLayer(event: Record<string, unknown>): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
