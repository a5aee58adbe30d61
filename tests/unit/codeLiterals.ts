/**
 * Reads the object literal a Python or JavaScript example sends as a JSON body (`json={…}`,
 * `payload = {…}`, `JSON.stringify({…})`) and turns it into JSON text. Only literals are read:
 * strings, numbers, `true`/`false`/`null` (`True`/`False`/`None` in Python), objects and arrays.
 * A variable, a call, an f-string or a template with `${…}` makes the body unreadable: `undefined`.
 */

export type LiteralLanguage = 'python' | 'javascript';

type Token =
  | {kind: 'punct'; value: string}
  | {kind: 'string'; value: string}
  | {kind: 'number'; value: string}
  | {kind: 'word'; value: string};

/** The tokens of `source` from `start` to the bracket that closes the one at `start`. */
function tokensOfValue(source: string, start: number): Token[] | undefined {
  const tokens: Token[] = [];
  let depth = 0;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index]!;
    if (/\s/.test(char)) continue;
    if (char === '#' && depth > 0) {
      // A Python comment inside the literal.
      index = source.indexOf('\n', index);
      if (index < 0) return undefined;
      continue;
    }
    if (char === '"' || char === "'" || char === '`') {
      const prefix = source[index - 1] ?? '';
      // f"…" in Python and `…${x}…` in JavaScript are computed, not literal.
      if (/[fF]/.test(prefix) && /\W/.test(source[index - 2] ?? ' ')) return undefined;
      let value = '';
      let index2 = index + 1;
      for (; index2 < source.length && source[index2] !== char; index2 += 1) {
        if (source[index2] === '\\') {
          index2 += 1;
          const escaped = source[index2] ?? '';
          value += {n: '\n', t: '\t', r: '\r'}[escaped] ?? escaped;
        } else {
          if (char === '`' && source.startsWith('${', index2)) return undefined;
          value += source[index2];
        }
      }
      if (index2 >= source.length) return undefined;
      tokens.push({kind: 'string', value});
      index = index2;
    } else if ('{}[]:,'.includes(char)) {
      tokens.push({kind: 'punct', value: char});
      if (char === '{' || char === '[') depth += 1;
      if (char === '}' || char === ']') depth -= 1;
      if (depth === 0) return tokens;
    } else {
      const word = /^[-+]?\d[\d_.eE+-]*|^[A-Za-z_$][\w$]*/.exec(source.slice(index))?.[0];
      if (!word) return undefined;
      tokens.push(
        /^[-+\d]/.test(word) ? {kind: 'number', value: word} : {kind: 'word', value: word},
      );
      index += word.length - 1;
    }
  }
  return undefined;
}

const CONSTANTS: Record<LiteralLanguage, Record<string, string>> = {
  python: {True: 'true', False: 'false', None: 'null'},
  javascript: {true: 'true', false: 'false', null: 'null'},
};

/** The literal that starts at `source[start]` (`{` or `[`) as JSON text, or undefined. */
export function literalToJson(
  source: string,
  start: number,
  language: LiteralLanguage,
): string | undefined {
  const tokens = tokensOfValue(source, start);
  if (!tokens) return undefined;
  const parts: string[] = [];
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    if (token.kind === 'string') parts.push(JSON.stringify(token.value));
    else if (token.kind === 'number') parts.push(token.value.replaceAll('_', ''));
    else if (token.kind === 'punct') {
      // Trailing commas are fine in both languages, not in JSON.
      if (token.value === ',' && next?.kind === 'punct' && /[}\]]/.test(next.value)) continue;
      parts.push(token.value);
    } else if (language === 'javascript' && next?.kind === 'punct' && next.value === ':') {
      parts.push(JSON.stringify(token.value)); // an unquoted key
    } else {
      const constant = CONSTANTS[language][token.value];
      if (!constant) return undefined; // a variable or a call
      parts.push(constant);
    }
  }
  const json = parts.join('');
  try {
    JSON.parse(json);
    return json;
  } catch {
    return undefined;
  }
}
