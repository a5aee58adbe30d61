/**
 * Stands in for `pako` in the OpenAPI theme's ApiItem (see plugins/docusaurus/bundle-layout.ts): the operation
 * in a page's front matter is inflated when the site is built (features/api-reference/build/remark/operation.ts),
 * so the page ships no inflater. ApiItem only calls this on base64 text, which no page has.
 */
export function ungzip(): never {
  throw new Error('API operations are inflated when the site is built; run `npm run api:gen`.');
}
