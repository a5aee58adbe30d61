import type {Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

import {moduleFile} from '../packageFile';

/** One exact replacement in a package's compiled module, and why it is needed. */
export interface SourcePatch {
  why: string;
  /** Text that must occur exactly once in the module. */
  from: string;
  to: string;
}

/** The patches of one module, named by its path from the package name. */
export interface ModulePatches {
  module: string;
  patches: SourcePatch[];
}

type ApplyPatches = (label: string, source: string, patches: SourcePatch[]) => string;
/**
 * Applies each patch to `source`; throws, naming `label` and the patch, when its text is not there
 * exactly once. The loader's own function, for build-time text that is not a bundled module.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const applyPatches = (require('./loader.cjs') as {applyPatches: ApplyPatches}).applyPatches;

/**
 * A bundler rule that applies the patches to their module, on the server and in the browser alike.
 * The build fails, naming the module and the patch, when the module no longer holds a patch's text.
 */
export function sourcePatchRule({module, patches}: ModulePatches): RuleSetRule {
  return {
    test: moduleFile(module),
    use: [{loader: require.resolve('./loader.cjs'), options: {label: module, patches}}],
  };
}

/**
 * The docs plugin sorts its instances' paths with `localeCompare` on every page load: the first call
 * builds the ICU collator, about 10 ms of the main thread on a fast laptop (40 ms on a mid-range
 * phone). Code-unit order sorts `/api` before `/` just the same, which is all the sort is for.
 */
export const docsClientUtils: ModulePatches = {
  module: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
  patches: [
    {
      why: 'plugin paths sorted without building a collator',
      from: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
      to: '.sort((a, b) => (a[1].path < b[1].path ? 1 : a[1].path > b[1].path ? -1 : 0))',
    },
  ],
};

/**
 * `useShallowMemoObject` (code blocks' word-wrap observer, the navbar's secondary menu) sorts an
 * object's keys with `localeCompare` only to make its memo order-insensitive: the same collator cost.
 */
export const themeReactUtils: ModulePatches = {
  module: '@docusaurus/theme-common/lib/utils/reactUtils.js',
  patches: [
    {
      why: 'memo keys sorted without building a collator',
      from: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
      to: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
    },
  ],
};

/**
 * The back-to-top button and the hideable navbar read the page's style and scroll position while
 * rendering, which forces a style and layout pass inside hydration. The style is read when a
 * scroll starts instead, and the first scroll position in the effect, which reads it anyway.
 */
export const themeScrollUtils: ModulePatches = {
  module: '@docusaurus/theme-common/lib/utils/scrollUtils.js',
  patches: [
    {
      why: 'the first scroll position read in the effect, not while rendering',
      from: 'const lastPositionRef = useRef(getScrollPosition());',
      to: 'const lastPositionRef = useRef(undefined);',
    },
    {
      why: 'the first scroll position read in the effect, not while rendering',
      from: '        handleScroll();\n',
      to: '        lastPositionRef.current ??= getScrollPosition();\n        handleScroll();\n',
    },
    {
      why: 'smooth-scroll support read when a scroll starts, not while rendering',
      from: 'const supportsNativeSmoothScrolling = isBrowser &&',
      to: 'const supportsNativeSmoothScrolling = () => isBrowser &&',
    },
    {
      why: 'smooth-scroll support read when a scroll starts, not while rendering',
      from: 'cancelRef.current = supportsNativeSmoothScrolling\n',
      to: 'cancelRef.current = supportsNativeSmoothScrolling()\n',
    },
  ],
};

/**
 * The theme's Details always keeps its closed content in the page (for search engines). The API
 * reference's schema, drawn in the browser only, asks for its closed content to be drawn once opened
 * (src/openapi/LazyDetails.tsx): Details takes a `lazy` prop for its Collapsible, false by default.
 */
export const themeDetails: ModulePatches = {
  module: '@docusaurus/theme-common/lib/components/Details/index.js',
  patches: [
    {
      why: 'Details takes a lazy prop',
      from: 'export function Details({ summary, children, ...props }) {',
      to: 'export function Details({ summary, children, lazy = false, ...props }) {',
    },
    {
      why: 'Details takes a lazy prop',
      from: '<Collapsible lazy={false}',
      to: '<Collapsible lazy={lazy}',
    },
  ],
};

/**
 * The navbar dropdown closes on a touch outside it with a document `touchstart` listener that never
 * cancels the touch, but is not declared passive: the browser must then wait for it before it
 * scrolls (Lighthouse's "passive listeners" audit).
 */
export const themeDropdown: ModulePatches = {
  module: '@docusaurus/theme-classic/lib/theme/NavbarItem/DropdownNavbarItem/index.js',
  patches: [
    {
      why: 'the touch listener is passive',
      from: "document.addEventListener('touchstart', handleClickOutside);",
      to: "document.addEventListener('touchstart', handleClickOutside, {passive: true});",
    },
  ],
};

/**
 * Each `<Head>` (react-helmet-async's dispatcher) recomputed the whole head from every instance when
 * it first rendered: a page has about 18, so hydration reduced the head 18 times over a growing list
 * (about 25 ms of a mid-range phone's main thread). In the browser the first renders of one pass now
 * ask for one reduction, right after it; the head is written on the next frame, as before. The
 * server render still reduces as each instance renders, as it reads the result synchronously.
 */
export const helmetDispatcher: ModulePatches = {
  module: 'react-helmet-async/lib/index.module.js',
  patches: [
    {
      why: 'first renders in the browser ask for one head reduction per pass',
      from: 'r.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this),this.emitChange())}',
      to: 'r.init=function(){var queued=!1;return function(){var dispatcher=this;this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this),"undefined"==typeof document?this.emitChange():queued||(queued=!0,queueMicrotask(function(){queued=!1,dispatcher.emitChange()})))}}()',
    },
  ],
};

/**
 * Every module of Docusaurus's own client code patched for speed: each takes work out of the tasks
 * that load a page (hydration above all, the longest of them) or out of scrolling.
 */
export const speedPatches = [
  docsClientUtils,
  themeReactUtils,
  themeScrollUtils,
  themeDetails,
  themeDropdown,
  helmetDispatcher,
];

export default function sourcePatches(): Plugin {
  return {
    name: 'flowloom-source-patches',
    configureWebpack: () => ({module: {rules: speedPatches.map(sourcePatchRule)}}),
  };
}
