import {existsSync} from 'node:fs';

import type {Replacement} from './types';

/**
 * An import swap: in `from`, a text of `module`, the import of `specifier` becomes an import of
 * `file`, a module of ours (an absolute path). A file that is not there stops the config's loading,
 * naming it.
 */
export function importSwap(
  module: string,
  from: string,
  specifier: string,
  file: string,
): Replacement {
  if (!existsSync(file))
    throw new Error(`The import swap of ${specifier} in ${module}: ${file} is missing`);
  const quoted = [`'${specifier}'`, `"${specifier}"`].find((text) => from.includes(text));
  if (!quoted) throw new Error(`The import swap of ${specifier} in ${module}: not in ${from}`);
  return {module, from, to: from.replace(quoted, JSON.stringify(file)), swapsIn: file};
}
