/**
 * The class a token of each Prism type gets when highlighted at build time: a short name in the
 * manner of Pygments (`k` keyword, `s` string, `nf` function…). A page of code is mostly token
 * markup, and `<span class="token punctuation">` around one character weighed more than the code;
 * the class names only have to meet the stylesheet generated from the same table (./tokenCss.ts).
 * Only the types the code themes colour are here; a token of no such type is plain text.
 */
export const TOKEN_CLASSES: Readonly<Record<string, string>> = {
  comment: 'c',
  prolog: 'cp',
  keyword: 'k',
  operator: 'o',
  punctuation: 'p',
  'interpolation-punctuation': 'pi',
  'template-punctuation': 'pt',
  string: 's',
  char: 'sc',
  'attr-value': 'sv',
  number: 'm',
  builtin: 'nb',
  'class-name': 'nc',
  function: 'nf',
  variable: 'nv',
  constant: 'no',
  tag: 'nt',
  'attr-name': 'na',
  selector: 'ns',
  inserted: 'gi',
  deleted: 'gd',
  changed: 'gc',
};

/** The classes of a token of these Prism types, in their order; none for a plain token. */
export function tokenClasses(types: readonly string[]): string[] {
  return types.flatMap((type) => {
    const name = TOKEN_CLASSES[type];
    return name === undefined ? [] : [name];
  });
}

/** The class of a type the code themes colour; a type without one stops the build. */
export function styledTypeClass(type: string): string {
  const name = TOKEN_CLASSES[type];
  if (name === undefined) {
    throw new Error(
      `The code themes colour the token type "${type}", which plugins/docusaurus/code-highlight/tokenClasses.ts gives no class.`,
    );
  }
  return name;
}
