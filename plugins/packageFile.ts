const separators = (path: string): string => path.replaceAll('/', '[\\\\/]');

/**
 * A module rule's test for one compiled file of a package, `lib/{file}.js`, on any OS's path
 * separators: how the plugins scope an import swap to the single file that makes the import.
 */
export const packageFile = (pkg: string, file: string): RegExp =>
  new RegExp(separators(`${pkg}/lib/${file}\\.js$`));

/** The same for every compiled file under a package's `lib/{folder}/`. */
export const packageFolder = (pkg: string, folder: string): RegExp =>
  new RegExp(separators(`${pkg}/lib/${folder}/`));
