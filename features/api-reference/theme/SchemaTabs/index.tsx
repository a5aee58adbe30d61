import type {ReactNode} from 'react';

import TabSet from '@site/features/api-reference/browser/TabSet';

/**
 * The choices of a oneOf or anyOf (a stream's events, each with its fields), in the theme's markup
 * and the same on the server as in the browser (../../browser/TabSet.tsx says why this replaces the
 * theme's set). Every choice is in the page's HTML: the theme asks for its `lazy` option here, which
 * would leave all but the first choice's fields out. The theme's other schema tab sets are the
 * explorer's examples, drawn once the reader opens it; a response's schema beside its examples is
 * ../ResponseSchema's own set, which draws an example when it is chosen.
 */
export default function SchemaTabs({
  className,
  block,
  children,
  onChange,
}: {
  className?: string;
  block?: boolean;
  lazy?: boolean;
  children?: ReactNode;
  onChange?: (index: number) => void;
}): ReactNode {
  return (
    <TabSet
      kind="schema"
      className={className}
      block={block}
      onChange={onChange && ((index) => onChange(index))}>
      {children}
    </TabSet>
  );
}
