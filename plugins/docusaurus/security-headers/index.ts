/**
 * After each locale's build, writes the site's security headers (./policy.ts) as an nginx include at
 * the root of the build (`build/security-headers.conf`): the README's server block includes it and
 * scripts/static-server.ts sends it, so `npm run serve` and the tests run under the policy readers
 * get. The inline scripts' hashes are read from every page built so far: the last locale's build
 * (the default locale builds first) sees them all, and a changed script changes its hash by itself.
 *
 * The client redirects plugin runs inside this one. Its redirect pages each carry an inline script,
 * and it writes them in its postBuild, which Docusaurus runs alongside this plugin's: run apart, the
 * hashes would be read before some redirect pages exist.
 */
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';

import clientRedirects, {validateOptions} from '@docusaurus/plugin-client-redirects';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {PluginModule} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

import {configLocale, siteRootOf} from '../../../data/site';
import type {SearchMode} from '../search/mode';
import {inlineScriptHashes} from './inlineScripts';
import {INCLUDE_FILE, toNginxInclude} from './nginxInclude';
import {securityHeaders} from './policy';

interface Settings {
  search: SearchMode;
  /** Origins the API explorer may call (the Content-Security-Policy's connect-src). */
  apiOrigins: readonly string[];
  /** The options of @docusaurus/plugin-client-redirects. */
  redirects: ClientRedirectsOptions;
}

export default function createSecurityHeadersPlugin({
  search,
  apiOrigins,
  redirects,
}: Settings): PluginModule {
  return (context) => {
    const redirectPages = clientRedirects(
      context,
      validateOptions({validate: normalizePluginOptions, options: redirects}),
    );
    return {
      name: 'security-headers',
      async postBuild(props) {
        // It has no content of its own (`content: undefined`), as its postBuild expects.
        await redirectPages?.postBuild?.({...props, content: undefined});
        const {outDir, i18n} = props;
        const root = siteRootOf(outDir, configLocale(i18n.currentLocale));
        const headers = securityHeaders({
          scriptHashes: inlineScriptHashes(root),
          algoliaAppId: search.kind === 'hosted' ? search.appId : undefined,
          apiOrigins,
        });
        await writeFile(join(root, INCLUDE_FILE), toNginxInclude(headers));
      },
    };
  };
}
