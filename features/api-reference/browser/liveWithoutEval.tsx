import {useMemo, type ComponentProps, type ReactNode} from 'react';
import {LiveContext, LiveEditor, withLive} from 'react-live';

export {LiveEditor, withLive};

type Props = Pick<
  ComponentProps<typeof LiveContext.Provider>['value'],
  'code' | 'language' | 'theme'
> & {
  disabled?: boolean;
  children?: ReactNode;
};

const ignore = (): void => undefined;

/**
 * react-live's LiveProvider as the API explorer uses it: the context its body editor reads (code,
 * language, theme), without the rest. react-live compiles the code it holds and runs it with
 * `Function` on every change, to draw a preview; the explorer's body is JSON and has no preview, and
 * running code from a string is what the site's Content-Security-Policy forbids (no 'unsafe-eval').
 * The `openapi-live-editor-no-eval` entry of plugins/docusaurus/dependency-edits/registry.ts puts
 * this module in place of react-live in the explorer's LiveEditor.
 */
export function LiveProvider({
  code,
  language,
  theme,
  disabled = false,
  children,
}: Props): ReactNode {
  const value = useMemo(
    () => ({code, language, theme, disabled, onError: ignore, onChange: ignore}),
    [code, language, theme, disabled],
  );
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}
