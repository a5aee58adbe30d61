import type {Plugin} from '@docusaurus/types';

/**
 * The component catalog (src/data/components) is shared by the fifteen component pages, fewer than
 * the half of all pages that Docusaurus's `common` chunk needs, so without this group every one of
 * those pages would carry its own copy. One async chunk instead: fetched once, by component pages only.
 */
export default function componentCatalogChunk(): Plugin {
  return {
    name: 'component-catalog-chunk',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  componentCatalog: {
                    test: /[\\/]src[\\/]data[\\/]components[\\/]/,
                    name: 'component-catalog',
                    chunks: 'async',
                    enforce: true,
                    priority: 45,
                  },
                },
              },
            },
          },
  };
}
