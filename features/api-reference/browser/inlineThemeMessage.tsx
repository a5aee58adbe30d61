import type {ReactNode} from 'react';

import {localizedThemeMessage} from './themeMessages';

// Bold and code spans: all the Markdown of the theme's messages about a field's limits.
const SPAN = /\*\*([^*\n]+)\*\*|`([^`\n]+)`/g;
// Outside those spans, anything a Markdown parser could read as more than text.
const MORE_THAN_TEXT = /[*_\\<>|&`\n]|\]\(/;

/**
 * A message of the OpenAPI theme's own (a field's limits: "**Possible values:** `>= 1`", "`non-empty`
 * and `<= 100 characters`"), in the page's locale, drawn as the theme's Markdown renderer draws it,
 * without the renderer: so it is in the page's HTML and drawn the same during hydration. Undefined
 * for any text with more Markdown than bold and code spans, which the renderer draws once loaded.
 */
export function inlineThemeMessage(markdown: string): ReactNode | undefined {
  const text = localizedThemeMessage(markdown);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(SPAN)) {
    const plain = text.slice(from, match.index);
    if (MORE_THAN_TEXT.test(plain)) return undefined;
    if (plain) parts.push(plain);
    const [, bold, code] = match;
    parts.push(
      bold !== undefined ? (
        <strong key={match.index}>{bold}</strong>
      ) : (
        <code key={match.index}>{code}</code>
      ),
    );
    from = match.index + match[0].length;
  }
  const rest = text.slice(from);
  if (parts.length === 0 || MORE_THAN_TEXT.test(rest)) return undefined;
  if (rest) parts.push(rest);
  return <p>{parts}</p>;
}
