import type {Plugin} from '@docusaurus/types';

/**
 * Google Tag Manager, with the tags Google's snippet and the preset's plugin put on every page of a
 * production build: the data layer, the loader script, and the no-script iframe. The preset's plugin
 * gives that iframe no `title`, which HTML validation requires of every frame (a screen reader names
 * the frame by it); its options take no attributes, so the site injects the tags itself.
 */
export default function googleTagManager(containerId: string): () => Plugin | null {
  if (!/^GTM-\w+$/.test(containerId))
    throw new Error(`The Google Tag Manager container id "${containerId}" is not GTM-… .`);
  return () => {
    if (process.env.NODE_ENV !== 'production') return null;
    return {
      name: 'google-tag-manager',
      injectHtmlTags() {
        return {
          headTags: [
            {
              tagName: 'link',
              attributes: {rel: 'preconnect', href: 'https://www.googletagmanager.com'},
            },
            {tagName: 'script', innerHTML: 'window.dataLayer = window.dataLayer || [];'},
            {
              tagName: 'script',
              innerHTML: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','${containerId}');`,
            },
          ],
          preBodyTags: [
            {
              tagName: 'noscript',
              innerHTML: `<iframe src="https://www.googletagmanager.com/ns.html?id=${containerId}" title="Google Tag Manager" height="0" width="0" style="display:none;visibility:hidden"></iframe>`,
            },
          ],
        };
      },
    };
  };
}
