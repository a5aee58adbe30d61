/**
 * The API reference, generated from openapi.json, in this folder top to bottom (README.md).
 * `apiReferencePlugins` gives docusaurus.config.ts the plugins that make it, in this order:
 * - the `api` docs instance, which publishes the pages `npm run api:gen` generates (cli/generate.ts)
 *   under /api, through its remark steps (build/remark/);
 * - the OpenAPI generator's plugin, whose command api:gen runs, with one document per locale;
 * - the OpenAPI theme, without its client module: its stylesheet reaches the API pages only
 *   (build/stylesheet.ts);
 * - this folder's own plugin: its theme (theme/, served over the OpenAPI theme's, so a wrapper there
 *   imports the theme's component as `@theme-init/…`) and its chunk groups (build/chunks.ts).
 */
import {join} from 'node:path';

import type {PluginConfig, PluginModule} from '@docusaurus/types';
import type {PluggableList} from 'unified';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions as OpenApiPluginOptions} from 'docusaurus-plugin-openapi-docs/src/types';
import openApiTheme from 'docusaurus-theme-openapi-docs/lib/index';

import {builtLocales, type BuiltLocale} from '../../data/site';
import {remarkCodeHighlight} from '../../plugins/docusaurus/code-highlight';
import remarkFacts from '../../plugins/remark/remark-facts';
import remarkTranslationNotice, {
  translationNotice,
} from '../../plugins/remark/remark-translation-notice';
import {apiChunkGroups} from './build/chunks';
import {API_REFERENCE_DIR, specConfig, specId} from './build/paths';
import remarkDescriptions from './build/remark/descriptions';
import remarkOperation from './build/remark/operation';
import {API_ITEM_COMPONENT} from './build/stylesheet';

// What the rest of the site uses of the API reference: its page readers, its edits of dependency
// code, the guides' tables of its fields, its twins, and the tools that keep its translations.
export {apiReferenceEdits} from './edits';
export {OPENAPI_FILE, openApiDocument} from './build/document';
export {default as remarkApiSchemaTable} from './build/remark/schemaTable';
export {apiStylesheet} from './build/stylesheet';
export {
  addMissingEntries,
  loadTranslations,
  proseTexts,
  translationProblems,
} from './build/translations';
export {operationTwin} from './build/twin';

/** The OpenAPI theme without its client module, which put its stylesheet on every page. */
const openApiThemeWithoutStylesheet: PluginModule = () => {
  // The theme loads no content: its `void` content type is the `unknown` of a plugin list.
  const theme = openApiTheme() as ReturnType<PluginModule>;
  delete (theme as {getClientModules?: unknown}).getClientModules;
  return theme;
};

/** This folder's theme and chunk groups. */
const apiReferenceTheme =
  ({chunkGroups}: {chunkGroups: boolean}): PluginModule =>
  (context) => ({
    name: 'api-reference',
    getThemePath: () => join(__dirname, 'theme'),
    configureWebpack(_config, isServer) {
      const resolve = {
        // The request samples need Node's `path`: browsers get path-browserify.
        fallback: {path: require.resolve('path-browserify')},
        // The OpenAPI theme requires react-hook-form's CommonJS build; theme/ApiExplorer's imports
        // would get its ES build, a second copy with a form context of its own.
        alias: {'react-hook-form$': require.resolve('react-hook-form')},
      };
      if (isServer) return {resolve};
      return {
        resolve,
        optimization: {
          splitChunks: {
            cacheGroups: apiChunkGroups({scripts: chunkGroups, site: context.siteDir}),
          },
        },
      };
    },
  });

export interface ApiReferenceOptions {
  /** The locale this build is for: its pages' translation notice. */
  locale: BuiltLocale;
  /** The reference's script chunk groups (false: DOCS_EDITS_OFF=guide-chunks, to measure them). */
  chunkGroups: boolean;
  /** Other features' steps over the operation pages (the release notes' marks), after the operation's. */
  remarkPlugins?: PluggableList;
}

/**
 * The plugins of the API reference, as [plugin, options] entries: the OpenAPI plugin's command
 * reads `entry[1].id` of every plugin entry of the config.
 */
export function apiReferencePlugins({
  locale,
  chunkGroups,
  remarkPlugins = [],
}: ApiReferenceOptions): PluginConfig[] {
  return [
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'api',
        path: API_REFERENCE_DIR,
        routeBasePath: 'api',
        sidebarPath: join(__dirname, 'sidebars.ts'),
        docItemComponent: API_ITEM_COMPONENT,
        // Descriptions first: their code blocks are then highlighted like the rest.
        remarkPlugins: [
          remarkFacts,
          [remarkOperation, {locale}],
          ...remarkPlugins,
          remarkDescriptions,
          remarkCodeHighlight,
          [remarkTranslationNotice, translationNotice(locale, 'api')],
        ],
      } satisfies DocsOptions,
    ],
    [
      'docusaurus-plugin-openapi-docs',
      {
        id: 'openapi',
        docsPluginId: 'api',
        // One document per locale: openapi.json, and its overlaid translation for each other locale.
        config: Object.fromEntries(builtLocales.map((each) => [specId(each), specConfig(each)])),
      } satisfies OpenApiPluginOptions,
    ],
    [openApiThemeWithoutStylesheet, {}],
    [apiReferenceTheme({chunkGroups}), {}],
  ];
}
