/** Reading parsed YAML and JSON without trusting its shape: a broken file must not crash a check. */
export type Json = Record<string, unknown>;

export const record = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A scalar as text: YAML may have read `7860` as a number and `false` as a boolean. */
export const scalar = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;

/** `object.a.b.c` by the keys given, `undefined` where a step is missing. */
export function at(value: unknown, ...keys: (string | number)[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof key === 'number') current = list(current)[key];
    else current = record(current)[key];
    if (current === undefined) return undefined;
  }
  return current;
}
