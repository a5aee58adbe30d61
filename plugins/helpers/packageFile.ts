/** A module path (`pkg/dir/file.js`) as a pattern: dots literal, `/` any OS's path separator. */
const pathPattern = (path: string): string =>
  path.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]');

/**
 * A module rule's test for one file of a package, by its path from the package name
 * (`@docsearch/react/dist/esm/index.js`): how the plugins scope a swap or a patch to one file.
 */
export const moduleFile = (path: string): RegExp => new RegExp(`${pathPattern(path)}$`);

/** The same for one compiled file of a package, `lib/{file}.js`. */
export const packageFile = (pkg: string, file: string): RegExp =>
  moduleFile(`${pkg}/lib/${file}.js`);

/** The same for every compiled file under a package's `lib/{folder}/`. */
export const packageFolder = (pkg: string, folder: string): RegExp =>
  new RegExp(pathPattern(`${pkg}/lib/${folder}/`));
