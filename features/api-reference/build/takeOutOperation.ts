import {inflateSync} from 'node:zlib';

import type {JsonObject} from '../../../plugins/helpers/json';

/** The generator's `api:` line: the operation, deflated and base64-encoded, in the front matter. */
const API_LINE = /^api: *(\S+)\n/m;

/**
 * An operation page as the generator wrote it, split into the page without its `api:` front matter
 * and the operation inflated (`npm run api:gen` writes each to its own file). A page that holds no
 * deflated operation is a generator change to review, named with the page's file.
 */
export function takeOutOperation(
  page: string,
  file: string,
): {page: string; operation: JsonObject} {
  const end = page.indexOf('\n---', 3);
  const match = API_LINE.exec(page.slice(0, end));
  if (!page.startsWith('---\n') || end < 0 || !match)
    throw new Error(`${file}: the generator wrote no \`api:\` line in the page's front matter`);
  let operation: unknown;
  try {
    operation = JSON.parse(inflateSync(Buffer.from(match[1]!, 'base64')).toString('utf8'));
  } catch (error) {
    throw new Error(
      `${file}: the operation in its front matter (api:) is not deflated JSON: ${(error as Error).message}`,
    );
  }
  return {
    page: page.slice(0, match.index) + page.slice(match.index + match[0].length),
    operation: operation as JsonObject,
  };
}
