/**
 * React focuses an element rendered with `autoFocus` when it mounts; Preact only sets the HTML
 * attribute, which browsers honour while parsing the page, not on elements added later. This gives
 * Preact React's behaviour (the search page's query field is focused when it opens, for one).
 * Loaded by plugins/preact-in-browser.ts before the page renders.
 */
import {options, type Ref, type VNode} from 'preact';

const focused = new WeakSet<Element>();

function setRef<T>(ref: Ref<T> | null | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

const previousVnodeHook = options.vnode?.bind(options);
options.vnode = (vnode: VNode<{autoFocus?: boolean}>) => {
  if (typeof vnode.type === 'string' && vnode.props.autoFocus) {
    const {ref} = vnode;
    // Called on every render with the element; it is focused only the first time, as React does.
    vnode.ref = (element: HTMLElement | null) => {
      if (element && !focused.has(element)) {
        focused.add(element);
        element.focus();
      }
      setRef(ref, element);
    };
  }
  previousVnodeHook?.(vnode);
};
