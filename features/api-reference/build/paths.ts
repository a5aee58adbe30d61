/**
 * Where the API reference is generated from and to, per locale. The default locale's pages are
 * generated from openapi.json into api-reference/ (the `api` docs instance's folder); another
 * locale's pages from the overlaid copy of openapi.json (./translations.ts) into that instance's
 * translation folder, where Docusaurus takes a page's translation from. Each operation page's
 * operation goes beside them, in generated/api-operations/. All of it is written by
 * `npm run api:gen` and never committed, but for each locale's hand-written index.mdx.
 */
import {join} from 'node:path';

import type {APIOptions} from 'docusaurus-plugin-openapi-docs/src/types';

import {builtLocales, type BuiltLocale} from '../../../data/site';

/** The `api` docs instance's folder: the English pages. */
export const API_REFERENCE_DIR = 'api-reference';

/** Where Docusaurus reads a locale's pages of the `api` docs instance. */
export const localizedApiDir = (locale: BuiltLocale): string =>
  join('i18n', locale, 'docusaurus-plugin-content-docs-api', 'current');

/** The translations of the `api` instance's sidebar labels, which Docusaurus reads beside its pages. */
export const localizedApiLabelsFile = (locale: BuiltLocale): string =>
  join('i18n', locale, 'docusaurus-plugin-content-docs-api', 'current.json');

/** The overlaid copy of openapi.json that a locale's pages are generated from. */
export const localizedSpecFile = (locale: BuiltLocale): string =>
  join('generated', 'openapi', `openapi.${locale}.json`);

/**
 * The operation of an operation page (`<id>.api.mdx`), as the generator made it (every `$ref`
 * followed, request samples' data added) and `npm run api:gen` took it out of the page's front
 * matter, inflated: the page and its Markdown twin read it from here.
 */
export const operationFile = (locale: BuiltLocale, id: string): string =>
  join(OPERATIONS_DIR, locale, `${id}.json`);

/** Where api:gen writes the operations of every locale. */
export const OPERATIONS_DIR = join('generated', 'api-operations');

/** The OpenAPI generator's id of a locale's document (`flowloom`, `flowloom-zh-Hans`). */
export const specId = (locale: BuiltLocale): string =>
  locale === builtLocales[0] ? 'flowloom' : `flowloom-${locale}`;

/** The generator's configuration of one locale's document: same options, its own file and folder. */
export function specConfig(locale: BuiltLocale): APIOptions {
  const isDefault = locale === builtLocales[0];
  return {
    specPath: isDefault ? 'openapi.json' : localizedSpecFile(locale),
    outputDir: isDefault ? API_REFERENCE_DIR : localizedApiDir(locale),
    showInfoPage: false,
    sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
  };
}
