import CodeBlock, {type Props} from '@theme/CodeBlock';
import {lazy, Suspense, type ReactNode} from 'react';

import {linesHtml, plainLines} from '../../../src/code/lineMarkup';

/**
 * The code blocks of the OpenAPI theme (the `api-lazy-code-block` edit of ../edits.ts), which renders
 * code from data in the browser: response examples, request samples and code in descriptions. The theme's
 * highlighting CodeBlock is loaded when one is first drawn: importing it runs Prism's setup (its
 * languages, each inserted into the others: about 40 ms of a phone's main thread), which was in the
 * task that hydrates every API page. Until it is ready, which is a moment, the code shows
 * unhighlighted. Plain text needs no highlighter: the site's own CodeBlock draws it, as it draws
 * text fences in guides. The highlighter is a chunk of its own (../build/chunks.ts),
 * fetched when it is first needed: most operation pages show no highlighted code until a reader
 * opens an example or the explorer.
 */
const HighlightingCodeBlock = lazy(
  () =>
    import(
      /* webpackChunkName: "api-highlighter" */ '@docusaurus/theme-classic/lib/theme/CodeBlock'
    ),
);

const PLAIN = new Set([undefined, 'text', 'txt', 'plain', 'plaintext']);

export default function LazyCodeBlock(props: Props): ReactNode {
  const {children, language, showLineNumbers = false} = props;
  if (typeof children === 'string' && PLAIN.has(language)) {
    const lines = plainLines(children.replace(/\n$/, ''));
    // `highlighted`: the lines as HTML, which src/theme/CodeBlock takes besides the theme's props.
    return (
      <CodeBlock
        {...props}
        {...{highlighted: linesHtml(lines, {lineClassNames: {}, showLineNumbers})}}
      />
    );
  }
  return (
    <Suspense
      fallback={
        <pre>
          <code>{children}</code>
        </pre>
      }>
      <HighlightingCodeBlock {...props} />
    </Suspense>
  );
}
