/**
 * A module rule's test for one compiled file of a package, `lib/{file}.js`, on any OS's path
 * separators: how the plugins scope an import swap to the single file that makes the import.
 */
export const packageFile = (pkg: string, file: string): RegExp =>
  new RegExp(`${pkg}/lib/${file}\\.js$`.replaceAll('/', '[\\\\/]'));
