import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
// Generated from openapi.json by `npm run api:gen` (never committed).
import operations from '../../api-reference/sidebar';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

/**
 * A page's link is labelled by its `sidebar_label`, so each locale shows the summary of its own
 * generated page; only the categories (the tags) keep a label, which a locale translates in
 * i18n/<locale>/docusaurus-plugin-content-docs-api/current.json (written by `npm run api:gen`).
 */
function withoutDocLabels(item: SidebarItemConfig): SidebarItemConfig {
  if (typeof item !== 'object' || !('type' in item)) return item;
  if (item.type === 'doc') {
    const {label: _, ...rest} = item;
    return rest;
  }
  if (item.type === 'category' && Array.isArray(item.items))
    return {...item, items: item.items.map(withoutDocLabels)};
  return item;
}

/** The API reference: its overview, then the operations grouped by tag. */
const sidebars = {
  api: ['index', ...(operations as SidebarItemConfig[]).map(withoutDocLabels)],
} satisfies SidebarsConfig;

export default sidebars;
