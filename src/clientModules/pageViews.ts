import type {ClientModule} from '@docusaurus/types';

/**
 * A page view in the data layer on every route change, as gtag reads it: `set page_path`, then the
 * `page_view` event. The first page view is the head script's `config` command
 * (plugins/docusaurus/analytics). Without consent the commands stay in the data layer, which no tag reads.
 */
const pageViews: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || !window.gtag) return;
    const path = location.pathname + location.search + location.hash;
    if (path === previousLocation.pathname + previousLocation.search + previousLocation.hash)
      return;
    // The title is updated in the next task (react-helmet-async); gtag reads it then.
    setTimeout(() => {
      window.gtag?.('set', 'page_path', path);
      window.gtag?.('event', 'page_view');
    });
  },
};

export default pageViews;
