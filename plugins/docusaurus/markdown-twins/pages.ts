/**
 * The doc pages of a build in the order of their sidebars, grouped in the sections llms.txt lists:
 * one per top-level sidebar category (its label, translated), plus one per docs instance for the pages
 * at its top level, which also takes the pages of no sidebar: every page is listed once.
 */
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadedPlugin} from '@docusaurus/types';

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

export interface TwinPage {
  /** The page's path, with the base URL (`/docs/workflow/concepts-flows`). */
  permalink: string;
  /** Its id in its docs instance (`concepts-flows`, `simplified-run-flow`). */
  id: string;
  title: string;
  description: string;
  /** Its file (`@site/api-reference/simplified-run-flow.api.mdx`). */
  source: string;
}

export interface Section {
  /** The section's heading in llms.txt, or, for a sidebar's top level, undefined (named by the caller). */
  label: string | undefined;
  /** The docs instance the section belongs to (`default` for the guides, `api` for the API reference). */
  instance: string;
  pages: TwinPage[];
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

const pageOf = (doc: DocMetadata): TwinPage => ({
  permalink: doc.permalink,
  id: doc.id,
  title: doc.title,
  description: doc.description,
  source: doc.source,
});

/** Every doc page of the current version of each docs instance, by section, in sidebar order. */
export function sectionsOf(plugins: readonly LoadedPlugin[]): Section[] {
  const sections: Section[] = [];
  for (const plugin of plugins) {
    if (plugin.name !== DOCS_PLUGIN) continue;
    const instance = (plugin.options as {id?: string}).id ?? 'default';
    const version = (plugin.content as LoadedContent).loadedVersions[0];
    if (!version) continue;
    const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
    const listed = new Set<string>();
    const take = (id: string): TwinPage[] => {
      const doc = docs.get(id);
      if (!doc || listed.has(id)) return [];
      listed.add(id);
      return [pageOf(doc)];
    };
    const walk = (item: SidebarItem): TwinPage[] => {
      if (item.type === 'doc' || item.type === 'ref') return take(item.id);
      if (item.type !== 'category') return [];
      const linked = item.link?.type === 'doc' ? take(item.link.id) : [];
      return [...linked, ...item.items.flatMap(walk)];
    };
    const topLevel: Section = {label: undefined, instance, pages: []};
    sections.push(topLevel);
    for (const sidebar of Object.values(version.sidebars)) {
      for (const item of sidebar) {
        if (item.type === 'category')
          sections.push({label: item.label, instance, pages: walk(item)});
        else topLevel.pages.push(...walk(item));
      }
    }
    topLevel.pages.push(...version.docs.filter((doc) => !listed.has(doc.id)).map(pageOf));
  }
  return sections.filter((section) => section.pages.length > 0);
}
