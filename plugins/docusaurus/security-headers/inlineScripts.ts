import {createHash} from 'node:crypto';

import type {CheerioAPI} from 'cheerio';

/** Script types a browser runs; anything else (`application/ld+json`…) is data. */
const RUN_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The `'sha256-…'` source that allows an inline script with this exact text. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of every inline script the browser would run in a parsed page, exactly as written. */
export function inlineScripts($: CheerioAPI): string[] {
  return $('script:not([src])')
    .filter((_, script) => RUN_TYPES.has(($(script).attr('type') ?? '').trim().toLowerCase()))
    .map((_, script) => $(script).html() ?? '')
    .get();
}

/** The script hashes a set of headers allows: the `'sha256-…'` sources of its policy's script-src. */
export function scriptHashesOf(headers: readonly [string, string][]): string[] {
  const policy = headers.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
  const scriptSrc = policy
    .split(';')
    .find((directive) => directive.trim().startsWith('script-src'));
  return (scriptSrc ?? '').split(/\s+/).filter((source) => source.startsWith("'sha256-"));
}
