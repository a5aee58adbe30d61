import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useWindowSize} from '@docusaurus/theme-common';
import type {ReactNode} from 'react';

/** Infima's and the theme's breakpoint: wider windows are desktop ones. */
const DESKTOP_MIN_WIDTH = 997;

/**
 * A part of the page that only a desktop window shows, whose server markup starts with a `<div>`:
 * the docs sidebar and the table of contents column. The theme renders them on the server and
 * during hydration whatever the window, and drops them as soon as it has measured a narrow one.
 * On a phone, hydrating them was work thrown away right after (CSS hides them meanwhile): in a
 * narrow window their server markup is kept as it is, not hydrated, until the theme drops it.
 * React leaves the children of an element with `dangerouslySetInnerHTML` untouched while hydrating,
 * and does not change its attributes.
 */
export default function DesktopOnly({children}: {children: ReactNode}): ReactNode {
  const windowSize = useWindowSize();
  const narrow =
    windowSize === 'mobile' ||
    (windowSize === 'ssr' &&
      ExecutionEnvironment.canUseDOM &&
      window.innerWidth < DESKTOP_MIN_WIDTH);
  return narrow ? <div dangerouslySetInnerHTML={{__html: ''}} /> : children;
}
