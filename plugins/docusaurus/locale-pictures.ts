/**
 * Each locale's build publishes the pictures of its own locale only. Diagrams with words come in
 * one file per locale (`NAME.svg` and `NAME.zh-Hans.svg` in static/img/diagrams; the flow diagrams
 * that plugins/docusaurus/flow-files.ts draws in img/flows, `NAME.light.svg`, `NAME.zh-Hans.light.svg`…), and
 * Docusaurus copies every static file into every locale's build, where half of them are never
 * shown. After a locale is built, the pictures its pages cannot show are removed from its output:
 * another locale's variants, and the default locale's picture where this locale has its own.
 * tests/unit/docs-content.test.ts holds every page to the picture of its locale.
 */
import {readdirSync, rmSync} from 'node:fs';
import {join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {builtLocales, type BuiltLocale} from '../../data/site';
import {FLOW_DIAGRAMS_DIR} from './flow-files';

/** The folders of localized pictures, under the output directory. */
export const LOCALIZED_PICTURE_DIRS = ['img/diagrams', FLOW_DIAGRAMS_DIR];

/** The locale of a picture's name (`x.zh-Hans.svg`, `x.zh-Hans.dark.svg`), else the default one. */
function pictureLocale(name: string): BuiltLocale {
  const parts = name.split('.');
  return builtLocales.find((locale) => parts.slice(1).includes(locale)) ?? builtLocales[0];
}

/** A picture's name in another locale: `x.light.svg` → `x.zh-Hans.light.svg`. */
const localizedName = (name: string, locale: BuiltLocale): string => {
  const [base, ...rest] = name.split('.');
  return [base, locale, ...rest].join('.');
};

/** The pictures of `names` that the pages of `locale` never show. */
export function foreignPictures(names: readonly string[], locale: BuiltLocale): string[] {
  const present = new Set(names);
  return names.filter((name) => {
    const own = pictureLocale(name);
    if (own !== builtLocales[0]) return own !== locale;
    return locale !== builtLocales[0] && present.has(localizedName(name, locale));
  });
}

export default function localePictures(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale as BuiltLocale;
  return {
    name: 'locale-pictures',
    postBuild({outDir}) {
      for (const dir of LOCALIZED_PICTURE_DIRS) {
        const folder = join(outDir, dir);
        const names = readdirSync(folder).filter((name) => name.endsWith('.svg'));
        for (const name of foreignPictures(names, locale)) rmSync(join(folder, name));
      }
    },
  };
}
