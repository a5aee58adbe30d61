import type {CSSProperties, ReactNode} from 'react';

/**
 * The "Array [" and "]" lines of an API schema, as the theme draws them, but as `<div>`s: the
 * theme's are `<li>`s, which the schema places in `<div>`s (and, at the top of a body, in the
 * list item of features/api-reference/theme/Schema): list items outside a list (WCAG 1.3.1).
 */
const bracket: CSSProperties = {
  fontSize: 'var(--ifm-code-font-size)',
  color: 'var(--ifm-color-emphasis-700)',
  marginLeft: '-.5rem',
};

export function OpeningArrayBracket(): ReactNode {
  return <div style={{...bracket, paddingBottom: '.5rem'}}>Array [</div>;
}

export function ClosingArrayBracket(): ReactNode {
  return <div style={bracket}>]</div>;
}
