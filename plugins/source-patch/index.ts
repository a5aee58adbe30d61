import type {Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

/** One exact replacement in a package's compiled module, and why it is needed. */
export interface SourcePatch {
  why: string;
  /** Text that must occur exactly once in the module. */
  from: string;
  to: string;
}

/**
 * A bundler rule that applies `patches` to the modules matching `test`, on the server and in the
 * browser alike. The build fails, naming the patch, when a module no longer holds a patch's text.
 */
export function sourcePatchRule(test: RegExp, label: string, patches: SourcePatch[]): RuleSetRule {
  return {
    test,
    use: [{loader: require.resolve('./loader.cjs'), options: {label, patches}}],
  };
}

/**
 * Patches to Docusaurus's own client code, for speed. The docs plugin sorts its instances' paths with
 * `localeCompare` on every page load: the first call builds the ICU collator, about 10 ms of the
 * main thread on a fast laptop (40 ms on a mid-range phone) inside hydration. Code-unit order sorts
 * `/api` before `/` just the same, which is all the sort is for.
 */
export const docsClientUtilsPatches: SourcePatch[] = [
  {
    why: 'plugin paths sorted without building a collator',
    from: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    to: '.sort((a, b) => (a[1].path < b[1].path ? 1 : a[1].path > b[1].path ? -1 : 0))',
  },
];

export default function sourcePatches(): Plugin {
  return {
    name: 'flowloom-source-patches',
    configureWebpack: () => ({
      module: {
        rules: [
          sourcePatchRule(
            /@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
            '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
            docsClientUtilsPatches,
          ),
        ],
      },
    }),
  };
}
