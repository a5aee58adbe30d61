/**
 * Search analytics without Algolia Insights: DocSearch's insights plugin calls this client, and the
 * events go to the page's analytics data layer (Google Tag Manager and gtag read it). The plugin
 * already debounces (400 ms) and batches viewed hits by 20.
 */
import {pushToDataLayer} from '../../../src/analytics/dataLayer';

interface InsightsEvent {
  eventName: string;
  index: string;
  objectIDs: string[];
  queryID?: string;
  positions?: number[];
}

const dataLayerEvents: Partial<Record<string, string>> = {
  viewedObjectIDs: 'search_results_viewed',
  clickedObjectIDsAfterSearch: 'search_result_clicked',
  convertedObjectIDsAfterSearch: 'search_result_converted',
};

/** Same call shape as search-insights' `aa(method, ...args)`; methods without an event are ignored. */
function dataLayerInsightsClient(method: string, ...events: unknown[]): void {
  const event = dataLayerEvents[method];
  if (!event) return;
  // Modern clients also get a trailing `{headers}` argument with the credentials: not an event.
  for (const payload of (events as Partial<InsightsEvent>[]).filter(
    (arg) => typeof arg?.eventName === 'string',
  )) {
    pushToDataLayer({
      event,
      search_event_name: payload.eventName,
      search_index: payload.index,
      search_query_id: payload.queryID,
      search_object_ids: payload.objectIDs,
      search_positions: payload.positions,
    });
  }
}
// The plugin reads the version to choose its call style; this is search-insights' current major.
dataLayerInsightsClient.version = '2.17.3';

export {dataLayerInsightsClient};
