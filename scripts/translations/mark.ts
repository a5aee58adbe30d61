/**
 * `npm run translations:mark -- FILE…`: records that each translated page is in step with its English
 * page as it is now (plugins/helpers/translationSources.ts). Run it after bringing a translation up to
 * date; name the translation or its English page. `--all` marks every translated page, for when all
 * of them have been checked against their English pages.
 */
import {relative, resolve} from 'node:path';

import {SITE_DIR} from '../../plugins/helpers/siteDir';
import {
  markTranslation,
  pairOfTranslation,
  translationPairs,
  type TranslationPair,
} from '../../plugins/helpers/translationSources';
import {translatedLocales} from '../../data/site';

const args = process.argv.slice(2);
const all = translatedLocales.flatMap((locale) => translationPairs(locale));

function pairsOf(argument: string): TranslationPair[] {
  const path = relative(SITE_DIR, resolve(argument)).split('\\').join('/');
  const translated = translatedLocales.flatMap((locale) => pairOfTranslation(path, locale) ?? []);
  if (translated.length > 0) return translated;
  const byEnglish = all.filter(({english}) => english === path);
  if (byEnglish.length > 0) return byEnglish;
  console.error(
    `✖ ${argument} is neither a translated page nor an English page that has a translation.`,
  );
  process.exit(1);
}

if (args.length === 0) {
  console.error(
    'Usage: npm run translations:mark -- FILE… (a translated page or its English page), or --all',
  );
  process.exit(1);
}
const pairs = args.includes('--all') ? all : args.flatMap(pairsOf);
for (const pair of pairs) {
  const blob = markTranslation(pair);
  console.log(`${pair.translation}: in step with ${pair.english} (${blob.slice(0, 12)})`);
}
