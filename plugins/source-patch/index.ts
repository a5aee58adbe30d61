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
 * Patches to Docusaurus's own client code, for speed. The docs plugin sorts its instances' paths with
 * `localeCompare` on every page load: the first call builds the ICU collator, about 10 ms of the
 * main thread on a fast laptop (40 ms on a mid-range phone) inside hydration. Code-unit order sorts
 * `/api` before `/` just the same, which is all the sort is for.
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

export default function sourcePatches(): Plugin {
  return {
    name: 'flowloom-source-patches',
    configureWebpack: () => ({module: {rules: [sourcePatchRule(docsClientUtils)]}}),
  };
}
