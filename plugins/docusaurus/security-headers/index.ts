/**
 * After each locale's build, writes the site's security headers (./policy.ts) as an nginx include at
 * the root of the build (`build/security-headers.conf`): the README's server block includes it and
 * scripts/static-server/ sends it, so `npm run serve` and the tests run under the policy readers
 * get. The inline scripts' hashes come from every page of the pass over the locale's build
 * (plugins/docusaurus/built-pages), and from the include the locales built before it wrote (the
 * default locale builds first, at the root, and clears it): a changed script changes its hash by
 * itself.
 *
 * The client redirects plugin runs inside this one. Its redirect pages each carry an inline script,
 * and it writes them in its postBuild: here they are written before the pass, which reads them.
 */
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';

import clientRedirects, {validateOptions} from '@docusaurus/plugin-client-redirects';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

import {configLocale, siteRootOf} from '../../../data/site';
import type {PageReaderFactory} from '../built-pages/types';
import {inlineScripts, scriptHash, scriptHashesOf} from './inlineScripts';
import {fromNginxInclude, INCLUDE_FILE, toNginxInclude} from './nginxInclude';
import {securityHeaders} from './policy';

interface Settings {
  /** The Algolia application search queries go to (hosted search), or undefined (local search). */
  algoliaAppId: string | undefined;
  /** Origins the API explorer may call (the Content-Security-Policy's connect-src). */
  apiOrigins: readonly string[];
  /** The options of @docusaurus/plugin-client-redirects. */
  redirects: ClientRedirectsOptions;
}

/** The include's hashes of the locales already built at this root, or none for the root's own build. */
async function earlierHashes(root: string, outDir: string): Promise<string[]> {
  if (root === outDir) return [];
  const file = join(root, INCLUDE_FILE);
  return scriptHashesOf(fromNginxInclude(await readFile(file, 'utf8'), file));
}

export function securityHeadersOf({
  algoliaAppId,
  apiOrigins,
  redirects,
}: Settings): PageReaderFactory {
  return (props, context) => {
    const {outDir, i18n} = props;
    const root = siteRootOf(outDir, configLocale(i18n.currentLocale));
    const hashes = new Set<string>();
    return {
      async prepare() {
        const redirectPages = clientRedirects(
          context,
          validateOptions({validate: normalizePluginOptions, options: redirects}),
        );
        // It has no content of its own (`content: undefined`), as its postBuild expects.
        await redirectPages?.postBuild?.({...props, content: undefined});
      },
      read({$}) {
        for (const text of inlineScripts($)) hashes.add(scriptHash(text));
      },
      async finish() {
        for (const hash of await earlierHashes(root, outDir)) hashes.add(hash);
        const headers = securityHeaders({
          scriptHashes: [...hashes].sort(),
          algoliaAppId,
          apiOrigins,
        });
        await writeFile(join(root, INCLUDE_FILE), toNginxInclude(headers));
      },
    };
  };
}
