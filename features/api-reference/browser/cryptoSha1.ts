/**
 * Stands in for `crypto-js` in the OpenAPI theme's storage helper (the `openapi-sha1` edit of
 * ../edits.ts), which hashes with SHA-1 only: the whole library would add about 20 KB gzip to every API page.
 */
import SHA1 from 'crypto-js/sha1';

export default {SHA1};
