import type {Plugin} from '@docusaurus/types';

type MinimizerClass = new (options: {minimizerOptions: Record<string, unknown>}) => unknown;

/**
 * Scripts keep their text as UTF-8. Docusaurus's SWC minifier writes every non-ASCII character as a
 * `\uXXXX` escape (`ascii_only`), six bytes for a Chinese character that UTF-8 writes in three: the
 * zh-Hans pages' chunks were 17 % larger raw (16.4 against 13.6 MB) and 3 % larger gzip. The pages
 * declare UTF-8 and the bundler's chunk loader asks for it, so the browser reads the scripts the same.
 * Only the minifier's output changes; the webpack build (`DOCS_FASTER=false`), for comparison, keeps
 * Terser's defaults.
 */
export default function utf8Scripts(): Plugin {
  return {
    name: 'utf8-scripts',
    configureWebpack(config, isServer, {currentBundler}) {
      const minimizers = config.optimization?.minimizer;
      if (isServer || currentBundler.name !== 'rspack' || !minimizers) return {};
      const {SwcJsMinimizerRspackPlugin} = currentBundler.instance as unknown as {
        SwcJsMinimizerRspackPlugin: MinimizerClass;
      };
      // The options Docusaurus itself gives the minifier (@docusaurus/bundler's minification).
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the Faster package is CommonJS and optional
      const {getSwcJsMinimizerOptions} = require('@docusaurus/faster') as {
        getSwcJsMinimizerOptions: () => {format?: Record<string, unknown>};
      };
      const options = getSwcJsMinimizerOptions();
      return {
        mergeStrategy: {'optimization.minimizer': 'replace'},
        optimization: {
          minimizer: minimizers.map((minimizer) =>
            minimizer instanceof (SwcJsMinimizerRspackPlugin as unknown as typeof Object)
              ? new SwcJsMinimizerRspackPlugin({
                  minimizerOptions: {
                    minify: true,
                    ...options,
                    format: {...options.format, ascii_only: false},
                  },
                })
              : minimizer,
          ) as typeof minimizers,
        },
      };
    },
  };
}
