/** JSON documents as the build reads them (openapi.json, the flow-file schema), and their `$ref`s. */

export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows `$ref`s (local ones only: these documents have no other kind) until a plain object. */
export function deref(document: JsonObject, node: unknown): JsonObject | undefined {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops += 1) {
    if (hops > 20) throw new Error(`$ref cycle at ${current.$ref}`);
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (at, key) =>
          isObject(at) ? at[key.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined,
        document,
      );
  }
  return isObject(current) ? current : undefined;
}

/** The name of the schema a `$ref` points to (`#/components/schemas/RunRequest` → `RunRequest`). */
export const refName = (node: unknown): string | undefined =>
  isObject(node) && typeof node.$ref === 'string' ? node.$ref.split('/').pop() : undefined;
