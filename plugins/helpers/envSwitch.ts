/**
 * An on/off environment variable such as `DOCS_FASTER`: `true`, `false`, `1` or `0` in any case;
 * unset or empty is the default. Anything else stops the command, naming the variable and the value,
 * rather than silently meaning one or the other (`DOCS_FASTER=no` once meant "on").
 */
export function envSwitch(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  fallback: boolean,
): boolean {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  switch (value.toLowerCase()) {
    case 'true':
    case '1':
      return true;
    case 'false':
    case '0':
      return false;
    default:
      throw new Error(`${name} is "${value}": set it to true, false, 1 or 0, or leave it unset.`);
  }
}
