/**
 * Where a page's Markdown twin is served: the page's path plus `.md` (`/docs/workflow/concepts-flows`
 * → `/docs/workflow/concepts-flows.md`); a path that ends in `/` (a locale's welcome page) gets
 * `index.md`. The build writes twins with this rule (plugins/docusaurus/markdown-twins) and the
 * "Copy page" control fetches them with it, so the two cannot drift apart.
 */
export function twinPath(pagePath: string): string {
  const path = pagePath.split(/[?#]/, 1)[0]!;
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}
