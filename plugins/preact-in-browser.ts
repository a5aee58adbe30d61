import {dirname} from 'node:path';

import type {Plugin} from '@docusaurus/types';

import {sourcePatchRule, type ModulePatches} from './source-patch';

/** preact/compat answers both `react` and `react-dom` (and their subpaths: `react-dom/client`…). */
const preactCompat = dirname(require.resolve('preact/compat/package.json'));

/**
 * React listens to touchstart, touchmove and wheel passively (its handlers cannot cancel them);
 * Preact adds each element's handler as it is, so every link's `onTouchStart` (Docusaurus preloads
 * the page a finger lands on) made the browser wait for script before scrolling. Same as React.
 */
export const preactPassiveListeners: ModulePatches = {
  module: 'preact/dist/preact.module.js',
  patches: [
    {
      why: 'touch and wheel handlers are passive, as in React',
      from: 'n.addEventListener(l,r?v:p,r)',
      to: 'n.addEventListener(l,r?v:p,"touchstart"==l||"touchmove"==l||"wheel"==l?{capture:r,passive:!0}:r)',
    },
  ],
};

/**
 * The browser bundle runs on Preact's React-compatible layer instead of React DOM: about 60 KB
 * gzip less on every page, and a faster hydration. The pages are still written in React and
 * rendered to HTML by React at build time (the server bundle keeps React); Preact hydrates that
 * HTML. docusaurus.config.ts adds this plugin to production builds only (`npm start` keeps React
 * for Fast Refresh), unless `DOCS_PREACT=false`.
 */
export default function preactInBrowser(): Plugin {
  return {
    name: 'preact-in-browser',
    getClientModules: () => [
      require.resolve('../src/preact/hoistPreloads.ts'),
      require.resolve('../src/preact/autoFocus.ts'),
    ],
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Same keys as Docusaurus's own React aliases, so these replace them.
      return {
        resolve: {alias: {react: preactCompat, 'react-dom': preactCompat}},
        module: {rules: [sourcePatchRule(preactPassiveListeners)]},
      };
    },
  };
}
