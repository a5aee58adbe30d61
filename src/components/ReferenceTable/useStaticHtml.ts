import {useMemo} from 'react';

/**
 * `dangerouslySetInnerHTML` for the markup `build` makes of `value` (pass a module-level function).
 * The markup is built when it is read: by the server render, and by a client-side navigation to the
 * page. Hydration keeps the server's markup and never reads it, so a page load builds none.
 */
export function useStaticHtml<T>(value: T, build: (value: T) => string): {__html: string} {
  return useMemo(() => {
    let markup: string | undefined;
    return {
      get __html() {
        return (markup ??= build(value));
      },
    };
  }, [value, build]);
}
