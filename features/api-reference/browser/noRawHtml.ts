/**
 * Stands in for `rehype-raw` in the OpenAPI theme's Markdown renderer (the `openapi-markdown-plugins`
 * edit of ../edits.ts): parsing raw HTML in descriptions needs an HTML parser of about 30 KB gzip on every API page, and
 * openapi.json has none (tests/unit/api-reference.test.ts keeps it so). A unified plugin that
 * returns no transformer changes nothing.
 */
export default function rehypeRaw(): void {}
