import {inflateSync} from 'node:zlib';

/** The operation the OpenAPI generator stores in an API page's front matter (`api:`, deflated, base64). */
export const inflateOperation = (api: string): Record<string, unknown> =>
  JSON.parse(inflateSync(Buffer.from(api, 'base64')).toString('utf8')) as Record<string, unknown>;

/** What Docusaurus's MDX loader hands remark plugins: the page's front matter, which it exports. */
interface PageFile {
  path?: string;
  data: {frontMatter?: Record<string, unknown>};
}

/**
 * The OpenAPI generator stores each operation in its page's front matter (`api:`) deflated and
 * base64-encoded, and the theme's ApiItem inflated it in the browser on every render: on a phone,
 * about 6 ms twice during a page load. This remark plugin inflates it when the page is compiled, in
 * the front matter the page module exports (the one ApiItem reads); the docs metadata keeps its
 * short text. ApiItem uses a value that is not base64 text as it is, and plugins/docusaurus/bundle-layout.ts
 * leaves its inflater out.
 */
export default function remarkInflateApiFrontMatter() {
  return (_tree: unknown, file: PageFile): void => {
    const frontMatter = file.data.frontMatter;
    const api = frontMatter?.api;
    if (typeof api !== 'string') return;
    try {
      frontMatter!.api = inflateOperation(api);
    } catch (error) {
      throw new Error(
        `${file.path ?? 'An API page'}: the operation in its front matter (api:) is not deflated JSON: ${(error as Error).message}. Run \`npm run api:gen\` again.`,
      );
    }
  };
}
