import type {ReactNode} from 'react';
import OriginalMarkdown from '@theme-init/Markdown';

import {localizedThemeMessage} from './themeMessages';

/**
 * The theme's Markdown renderer for the texts not compiled with the page (its own messages, such as
 * a field's limits), in the page's locale. Loaded with the renderer, in its own chunk, so the words
 * it localizes cost the pages that never draw such a text nothing.
 */
export default function RuntimeMarkdown({children}: {children?: ReactNode}): ReactNode {
  return (
    <OriginalMarkdown>
      {typeof children === 'string' ? localizedThemeMessage(children) : children}
    </OriginalMarkdown>
  );
}
