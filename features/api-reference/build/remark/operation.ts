import type {BuiltLocale} from '../../../../data/site';
import {readOperation} from '../generated';

/** What Docusaurus's MDX loader hands remark plugins: the page's front matter, which it exports. */
interface PageFile {
  path?: string;
  data: {frontMatter?: Record<string, unknown>};
}

/** The generated operation pages, by their file name. */
export const OPERATION_PAGE = /\.api\.mdx$/;

/**
 * Gives an operation page its operation, which the OpenAPI theme's ApiItem reads from the front
 * matter the page module exports (`api`). The generator wrote it there deflated and base64-encoded,
 * for ApiItem to inflate in the browser on every render; `npm run api:gen` takes it out, inflated, to
 * a file of its own (`operationFile` of ../paths.ts), and this step puts that object back in when
 * the page is compiled. The docs metadata, which every page of the instance also loads, no longer
 * carries a copy.
 */
export default function remarkOperation({locale}: {locale: BuiltLocale}) {
  return (_tree: unknown, file: PageFile): void => {
    const frontMatter = file.data.frontMatter;
    if (!frontMatter || !OPERATION_PAGE.test(file.path ?? '')) return;
    frontMatter.api = readOperation(locale, String(frontMatter.id));
  };
}
