import {escapeHtml} from '@site/src/utils/escapeHtml';

import styles from './styles.module.css';

/**
 * Markup of the reference tables built from the typed catalogs (components, environment variables,
 * CLI commands). They are static, so they are drawn as HTML strings: the browser has nothing to
 * hydrate in them.
 */

export const code = (text: string): string => `<code>${escapeHtml(text)}</code>`;

/** A catalog text: `backticks` mark code and `**stars**` bold, as in Markdown. */
export const catalogText = (value: string): string =>
  value
    .split('`')
    .map((part, index) =>
      index % 2 === 1
        ? code(part)
        : escapeHtml(part).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>'),
    )
    .join('');

export const badge = (label: string): string =>
  `<span class="${styles.badge}">${escapeHtml(label)}</span>`;

/** A table of `headers` over `rows` (each row's markup, from `<tr>` to `</tr>`). */
export function table(
  headers: readonly string[],
  rows: readonly string[],
  caption?: string,
): string {
  const head = headers.map((header) => `<th>${escapeHtml(header)}</th>`).join('');
  const captionHtml = caption === undefined ? '' : `<caption>${escapeHtml(caption)}</caption>`;
  return `<table class="${styles.table}">${captionHtml}<thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
