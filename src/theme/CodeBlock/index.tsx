import {ThemeClassNames} from '@docusaurus/theme-common';
import {useCodeWordWrap} from '@docusaurus/theme-common/internal';
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import clsx from 'clsx';
import type {ReactNode} from 'react';

import {linesText} from '@site/src/code/lineMarkup';

/** The line-number classes plugins/docusaurus/code-highlight/highlight.ts writes, as the theme's CSS module names them. */
const lineNumberClasses: Record<string, string | undefined> = {
  'code-line': lineStyles.codeLine,
  'code-line-number': lineStyles.codeLineNumber,
  'code-line-content': lineStyles.codeLineContent,
};
const LINE_NUMBER_CLASS = /\bcode-line(?:-number|-content)?\b/g;

interface Props extends ThemeProps {
  /** The lines, highlighted when the site was built (plugins/docusaurus/code-highlight/remark.ts). */
  readonly highlighted?: string;
}

/**
 * A fenced code block, highlighted at build time: the theme's markup, classes and buttons (copy,
 * word wrap) around lines that arrive as HTML, so no highlighter runs in the browser and hydration
 * skips the tokens. The API reference keeps the theme's CodeBlock (plugins/docusaurus/code-highlight).
 */
export default function CodeBlock({
  className,
  title,
  showLineNumbers,
  highlighted,
}: Props): ReactNode {
  const wordWrap = useCodeWordWrap();
  if (highlighted === undefined) {
    throw new Error(
      'This code block was not highlighted at build time: write it as a fenced code block (```lang) ' +
        'in Markdown, not as <CodeBlock> in JSX (plugins/docusaurus/code-highlight).',
    );
  }
  const html = showLineNumbers
    ? highlighted.replace(LINE_NUMBER_CLASS, (name) => lineNumberClasses[name] ?? name)
    : highlighted;
  // What the copy button copies: the code as written. Pages carry it once, as these lines.
  const code = linesText(highlighted);
  return (
    <div
      className={clsx(
        className,
        containerStyles.codeBlockContainer,
        ThemeClassNames.common.codeBlock,
      )}>
      {title && <div className={contentStyles.codeBlockTitle}>{title}</div>}
      <div className={contentStyles.codeBlockContent}>
        <pre
          // A block that scrolls sideways must be reachable from the keyboard (as in the theme).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          ref={wordWrap.codeBlockRef}
          className={clsx('prism-code', className, contentStyles.codeBlock, 'thin-scrollbar')}>
          <code
            className={clsx(
              contentStyles.codeBlockLines,
              showLineNumbers && contentStyles.codeBlockLinesWithNumbering,
            )}
            dangerouslySetInnerHTML={{__html: html}}
          />
        </pre>
        <div className={contentStyles.buttonGroup}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
            <WordWrapButton
              className={contentStyles.codeButton}
              onClick={() => wordWrap.toggle()}
              isEnabled={wordWrap.isEnabled}
            />
          )}
          <CopyButton className={contentStyles.codeButton} code={code} />
        </div>
      </div>
    </div>
  );
}
