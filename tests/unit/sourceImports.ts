/**
 * What a source file imports, as TypeScript parses it: static, type-only, dynamic, `require` and
 * `require.resolve` (a module named by its path), each resolved to a repository path when it names
 * one (a relative path, or one after `@site/`), else left as a package or a `node:` module.
 */
import {existsSync, statSync} from 'node:fs';
import {dirname, join, normalize} from 'node:path';

import ts from 'typescript';

export interface SourceImport {
  specifier: string;
  /** The repository path it resolves to, with `/` separators; undefined for a package. */
  path?: string;
  /** `import type`, `export type` or a type's `import('…')`: gone from the compiled code. */
  typeOnly: boolean;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.cjs', '.js', '.json', '/index.ts', '/index.tsx'];

function resolveFile(base: string): string | undefined {
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile()) return file.split('\\').join('/');
  }
  return undefined;
}

/** `require('x')` and `require.resolve('x')`. */
function isRequire(call: ts.CallExpression): boolean {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'require';
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'require' &&
    callee.name.text === 'resolve'
  );
}

/** Imports of `text`, the content of `file` (a repository path). */
export function sourceImports(file: string, text: string): SourceImport[] {
  const kind = /\.(tsx|jsx)$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found: {specifier: string; typeOnly: boolean}[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier))
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: node.importClause?.isTypeOnly ?? false,
      });
    else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push({specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly});
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      found.push({specifier: node.argument.literal.text, typeOnly: true});
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || isRequire(node)) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push({specifier: node.arguments[0].text, typeOnly: false});
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map(({specifier, typeOnly}) => {
    const base = specifier.startsWith('@site/')
      ? specifier.slice('@site/'.length)
      : specifier.startsWith('.')
        ? normalize(join(dirname(file), specifier))
        : undefined;
    return base === undefined
      ? {specifier, typeOnly}
      : {specifier, path: resolveFile(base) ?? base.split('\\').join('/'), typeOnly};
  });
}
