import type {Plugin} from '@docusaurus/types';

/**
 * The API reference's request samples come from postman-code-generators,
 * which require Node's `path` module; browsers get path-browserify instead.
 */
export default function nodePathFallback(): Plugin {
  return {
    name: 'node-path-fallback',
    configureWebpack: () => ({
      resolve: {fallback: {path: require.resolve('path-browserify')}},
    }),
  };
}
