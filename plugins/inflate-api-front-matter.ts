import {inflateSync} from 'node:zlib';

import type {ParseFrontMatter} from '@docusaurus/types';

/**
 * The OpenAPI generator stores each operation in its page's front matter (`api:`) deflated and
 * base64-encoded, and the theme's ApiItem inflated it in the browser on every render: on a phone,
 * about 6 ms twice during a page load. Inflated here, when the site is built, the operation
 * reaches the page as data: the same bytes over the wire once gzipped. ApiItem falls back to the
 * value as it is when it is not base64 text, and plugins/bundle-layout.ts leaves its inflater out.
 */
export const inflateApiFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const {api} = result.frontMatter;
  if (params.filePath.endsWith('.api.mdx') && typeof api === 'string') {
    try {
      result.frontMatter.api = JSON.parse(inflateSync(Buffer.from(api, 'base64')).toString('utf8'));
    } catch (error) {
      throw new Error(
        `${params.filePath}: the operation in its front matter (api:) is not deflated JSON: ${(error as Error).message}. Run \`npm run api:gen\` again.`,
      );
    }
  }
  return result;
};
