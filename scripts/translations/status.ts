/**
 * `npm run translations:status`: what the translations lack. For each translated page whose English
 * page changed since it was marked (plugins/helpers/translationSources.ts), the English diff since
 * then; each page never marked; and each text of openapi.json without a current translation
 * (features/api-reference/build/translations.ts). Exits 0; `--check` exits 1 when anything is listed.
 * `--add` also adds the API texts that have no entry, with an empty translation to fill in, to the
 * file each belongs in, and removes the entries that point at nothing.
 */
import {translatedLocales} from '../../data/site';
import {
  addMissingEntries,
  loadTranslations,
  openApiDocument,
  proseTexts,
  translationProblems,
} from '../../features/api-reference';
import {
  englishChanges,
  translationPairs,
  translationStatus,
} from '../../plugins/helpers/translationSources';

const args = process.argv.slice(2);

let listed = 0;
for (const locale of translatedLocales) {
  const statuses = translationPairs(locale).map((pair) => translationStatus(pair));
  const behind = statuses.filter(({state}) => state === 'behind');
  const unmarked = statuses.filter(({state}) => state === 'unmarked');
  console.log(
    `Pages (${locale}): ${statuses.length} translated, ${statuses.length - behind.length - unmarked.length} in step with their English page, ${behind.length} behind, ${unmarked.length} never marked.`,
  );
  for (const status of behind) {
    console.log(`\n  ${status.translation} is behind ${status.english}. The English since then:\n`);
    console.log(englishChanges(status).replace(/^/gm, '    ').trimEnd());
  }
  for (const {translation, english} of unmarked)
    console.log(`\n  ${translation} does not record which version of ${english} it translates.`);
  if (behind.length + unmarked.length > 0)
    console.log(
      '\n  Bring each translation up to date, then record it: npm run translations:mark -- FILE',
    );

  const problems = translationProblems(openApiDocument(), loadTranslations(locale));
  console.log(
    `\nAPI texts (${locale}, i18n/${locale}/openapi/): ${proseTexts(openApiDocument()).length} in openapi.json, ${problems.length} to fix.`,
  );
  for (const {message} of problems) console.log(`  ${message}`);
  if (args.includes('--add'))
    for (const file of addMissingEntries(openApiDocument(), locale)) console.log(`  wrote ${file}`);
  listed += behind.length + unmarked.length + problems.length;
}
if (args.includes('--check') && listed > 0) process.exit(1);
