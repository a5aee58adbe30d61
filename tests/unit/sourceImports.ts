/**
 * What a source file imports, as TypeScript reads it (static, type-only, dynamic and `require`), each
 * resolved to a repository path when it names one (a relative path, or one after `@site/`), else left
 * as a package or a `node:` module.
 */
import {existsSync, statSync} from 'node:fs';
import {dirname, join, normalize} from 'node:path';

import ts from 'typescript';

export interface SourceImport {
  specifier: string;
  /** The repository path it resolves to, with `/` separators; undefined for a package. */
  path?: string;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.cjs', '.js', '.json', '/index.ts', '/index.tsx'];

function resolveFile(base: string): string | undefined {
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile()) return file.split('\\').join('/');
  }
  return undefined;
}

/** Imports of `text`, the content of `file` (a repository path). */
export function sourceImports(file: string, text: string): SourceImport[] {
  const {importedFiles} = ts.preProcessFile(text, true, true);
  return importedFiles.map(({fileName: specifier}) => {
    const base = specifier.startsWith('@site/')
      ? specifier.slice('@site/'.length)
      : specifier.startsWith('.')
        ? normalize(join(dirname(file), specifier))
        : undefined;
    return base === undefined ? {specifier} : {specifier, path: resolveFile(base) ?? base};
  });
}
