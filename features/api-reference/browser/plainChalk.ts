/**
 * Stands in for `chalk` in the OpenAPI plugin's example generator, which the theme runs in the
 * browser (the `openapi-plain-chalk` edit of ../edits.ts): terminal colours mean nothing in a console there, and
 * chalk with its colour tables would add about 5 KB gzip to every API page.
 */
const plain = (...parts: unknown[]): string => parts.map(String).join(' ');

export default {yellow: plain};
