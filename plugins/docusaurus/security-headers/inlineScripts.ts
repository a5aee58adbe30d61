import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {load} from 'cheerio';

/** Script types a browser runs; anything else (`application/ld+json`…) is data. */
const RUN_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The `'sha256-…'` source that allows an inline script with this exact text. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of every inline script the browser would run in `html`, exactly as written. */
export function inlineScripts(html: string): string[] {
  const $ = load(html);
  return $('script:not([src])')
    .filter((_, script) => RUN_TYPES.has(($(script).attr('type') ?? '').trim().toLowerCase()))
    .map((_, script) => $(script).html() ?? '')
    .get();
}

/** The hashes of the inline scripts of every HTML file under `dir`, each once, sorted. */
export function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  for (const entry of readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    for (const text of inlineScripts(readFileSync(join(entry.parentPath, entry.name), 'utf8')))
      hashes.add(scriptHash(text));
  }
  return [...hashes].sort();
}
