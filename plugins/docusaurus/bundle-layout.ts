import type {Plugin} from '@docusaurus/types';

/**
 * What draws Markdown content: MDX's components, code blocks (with their copy and word-wrap
 * buttons), tabs, details and admonitions. Pages that show Markdown load them; the search page and
 * the not-found page do not, though `common` would make them.
 */
const PAGE_CONTENT = new RegExp(
  [
    String.raw`@docusaurus[\/]theme-classic[\/]lib[\/]theme[\/](MDXComponents|CodeBlock|CodeInline|Tabs|TabItem|Details|Admonition)[\/]`,
    String.raw`@docusaurus[\/]theme-common[\/]lib[\/]components[\/]Details[\/]`,
    String.raw`[\/]copy-text-to-clipboard[\/]`,
    String.raw`[\/]src[\/]theme[\/]CodeBlock[\/]`,
    String.raw`[\/]src[\/]code[\/]lineMarkup\.ts$`,
  ].join('|'),
);

/**
 * The chunk of what draws Markdown content. Docusaurus's `common` chunk takes the modules used by
 * half the pages, and every page loads it; the API reference's pages are more than half, and their
 * own chunk groups are features/api-reference/build/chunks.ts. What both buy is measured in the
 * `guide-chunks` entry of plugins/docusaurus/dependency-edits/registry.ts (its paths of
 * theme-classic are internals); `chunkGroups: false` leaves this one out, to measure it.
 */
export default function bundleLayout({chunkGroups}: {chunkGroups: boolean}): () => Plugin {
  return () => ({
    name: 'bundle-layout',
    configureWebpack(_config, isServer) {
      if (isServer || !chunkGroups) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              pageContent: {
                test: PAGE_CONTENT,
                name: 'page-content',
                chunks: 'async',
                enforce: true,
                // Above Docusaurus's `common` (40), below the API reference's own chunks.
                priority: 42,
              },
            },
          },
        },
      };
    },
  });
}
