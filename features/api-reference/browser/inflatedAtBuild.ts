/**
 * Stands in for `pako` in the OpenAPI theme's ApiItem (the `openapi-inflated-operation` edit of
 * ../edits.ts): `npm run api:gen` inflates each operation once, and the page's front matter gets it
 * as an object when the site is built (../build/remark/operation.ts), so the page ships no inflater.
 * ApiItem only calls this on base64 text, which no page has.
 */
export function ungzip(): never {
  throw new Error('API operations are inflated when the site is built; run `npm run api:gen`.');
}
