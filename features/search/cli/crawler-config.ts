/**
 * `npm run search:crawler-config > crawler.js`: prints the Algolia Crawler configuration
 * (../build/crawlerConfig.ts) for the site at DOCS_SITE_URL (default: the production site).
 */
import {siteDefaults} from '../../../data/site';
import {crawlerConfig} from '../build/crawlerConfig';

process.stdout.write(crawlerConfig(process.env.DOCS_SITE_URL ?? siteDefaults.url));
