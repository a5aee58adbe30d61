import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {startTransition, useEffect, useReducer, type ComponentType, type ReactNode} from 'react';

import {useCompiledDescription} from '@site/features/api-reference/browser/descriptions';
import {inlineThemeMessage} from '@site/features/api-reference/browser/inlineThemeMessage';

interface Props {
  /** Markdown text; the theme passes nothing else that it renders. */
  children?: ReactNode;
}
type RuntimeMarkdown = ComponentType<Props>;

// The theme's renderer (react-markdown, micromark) is fetched as soon as an API page runs, in a chunk
// of its own (../../build/chunks.ts keeps its packages there): it is set up outside hydration, and
// is usually there by the time the parameter and schema sections are drawn.
let runtime: RuntimeMarkdown | undefined;
const loading = ExecutionEnvironment.canUseDOM
  ? import(
      /* webpackChunkName: "api-markdown" */ '@site/features/api-reference/browser/runtimeMarkdown'
    ).then((module: {default: RuntimeMarkdown}) => {
      runtime = module.default;
      return runtime;
    })
  : undefined;

/** The theme's renderer once loaded in the browser; never on the server nor during hydration. */
function useRuntimeMarkdown(needed: boolean): RuntimeMarkdown | undefined {
  const isBrowser = useIsBrowser();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const shown = isBrowser ? runtime : undefined;
  // Drawn without it: draw again once it is there (it may have arrived since this render), in a
  // transition, so that React parses the page's texts in slices.
  useEffect(() => {
    if (needed && !shown) void loading?.then(() => startTransition(rerender));
  }, [needed, shown]);
  return shown;
}

/**
 * The OpenAPI theme's Markdown. A description compiled when the site was built
 * (features/api-reference/browser/descriptions.tsx) is drawn as it is, and so is a message of the
 * theme's own about a field's limits (features/api-reference/browser/inlineThemeMessage.tsx), both
 * in the page's HTML; any other text is rendered by the theme's renderer once it has loaded, after
 * hydration.
 */
export default function Markdown({children}: Props): ReactNode {
  const compiled =
    useCompiledDescription(children) ??
    (typeof children === 'string' ? inlineThemeMessage(children) : undefined);
  const Runtime = useRuntimeMarkdown(compiled === undefined);
  if (compiled !== undefined) return compiled;
  return Runtime ? <Runtime>{children}</Runtime> : null;
}
