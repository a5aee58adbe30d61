import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';

import type {Plugin} from '@docusaurus/types';

/**
 * Writes `robots.txt` (every page may be crawled, and where each locale's sitemap is) at the root of
 * the default locale's build. Crawlers read it only at the host root: the README's nginx config and
 * `scripts/static-server/` serve it there.
 */
export default function robotsTxt(): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({siteConfig, i18n, outDir}) {
      // Each locale builds into its own folder; the default locale's is the site root.
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const root = `${siteConfig.url}${siteConfig.baseUrl}`;
      const sitemaps = i18n.locales.map((locale) =>
        locale === i18n.defaultLocale ? `${root}sitemap.xml` : `${root}${locale}/sitemap.xml`,
      );
      const lines = ['User-agent: *', 'Allow: /', ...sitemaps.map((url) => `Sitemap: ${url}`)];
      await writeFile(join(outDir, 'robots.txt'), `${lines.join('\n')}\n`);
    },
  };
}
