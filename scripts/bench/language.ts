/**
 * `npm run bench:language`: how much of each locale's prose is in the locale's language, from the
 * Markdown twins in build/ (./languageShare.ts), for the API reference and for the guides. Needs a
 * production build (`npm run build`).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {builtLocales, localeDir} from '../../data/site';
import {addCounts, shareOf, twinProse, wordCounts, type WordCounts} from './languageShare';

const BUILD = 'build';
const twins = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .map((name) => join(dir, name))
    : [];

function measure(files: string[]): WordCounts {
  return files.reduce(
    (counts, file) => addCounts(counts, wordCounts(twinProse(readFileSync(file, 'utf8')))),
    {zh: 0, en: 0},
  );
}

if (!existsSync(BUILD)) {
  console.error('No build/: run `npm run build` first.');
  process.exit(1);
}
console.log(
  `${'locale'.padEnd(10)}${'pages'.padEnd(16)}${'count'.padStart(7)}${'Chinese'.padStart(10)}${'English'.padStart(10)}${'in locale'.padStart(11)}`,
);
for (const locale of builtLocales) {
  const root = join(BUILD, localeDir(locale));
  const api = [join(root, 'api.md'), ...twins(join(root, 'api'))].filter(existsSync);
  const guides = twins(root).filter((file) => !api.includes(file));
  const language = locale === 'en' ? 'en' : 'zh';
  for (const [kind, files] of [
    ['API reference', api],
    ['guides', guides],
  ] as const) {
    const counts = measure(files);
    console.log(
      `${locale.padEnd(10)}${kind.padEnd(16)}${String(files.length).padStart(7)}${String(counts.zh).padStart(10)}${String(counts.en).padStart(10)}${`${(shareOf(counts, language) * 100).toFixed(1)}%`.padStart(11)}`,
    );
  }
}
console.log(
  'Words of prose (code, links and front-matter keys aside), counted with Intl.Segmenter.',
);
