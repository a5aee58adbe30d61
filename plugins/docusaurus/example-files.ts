import {join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {copyStaticFolder} from '../helpers/generated-static';

/**
 * Files readers copy (a Dockerfile, a compose file, manifests…) live in the repository under
 * examples/, where tests validate them (tests/unit/deploy-files.test.ts). Pages show them with
 * `<ExampleFile>` (plugins/remark/remark-example-file.ts), and this plugin serves each one for download at the
 * same path under the base URL, `<baseUrl>examples/deploy/compose/compose.yaml`, in `npm start`
 * and `npm run build` alike, through the generated static directory.
 */
export const EXAMPLES_DIR = 'examples';

/** Where the site serves a file of examples/ (`examples/…`), before the base URL is added. */
export const exampleFileUrl = (path: string): string => `/${path}`;

export default function exampleFilesPlugin(context: LoadContext): Plugin {
  const source = join(context.siteDir, EXAMPLES_DIR);
  return {
    name: 'example-files',
    // `npm start` copies again when a file changes.
    getPathsToWatch: () => [join(source, '**/*')],
    async loadContent() {
      await copyStaticFolder(source, EXAMPLES_DIR);
    },
  };
}
