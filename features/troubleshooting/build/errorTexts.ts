/**
 * The exact texts a symptom quotes, which a reader pastes from a log or a screen: each code span, and
 * each quoted string ("…", “…”, 「…」), a code span inside a quote included. A code span written with
 * its quotes (`"does not support tools"`) gives the text inside them.
 */
import type {PhrasingContent} from 'mdast';

/** Each opening quote and the mark that closes it. */
const QUOTES: Record<string, string> = {'"': '"', '“': '”', '「': '」'};

type Piece = {code: string} | {text: string};

/** The text of `nodes` in order, code spans apart (a quote mark inside code opens no quote). */
function pieces(nodes: readonly PhrasingContent[]): Piece[] {
  return nodes.flatMap((node): Piece[] => {
    if (node.type === 'inlineCode') return [{code: node.value}];
    if (node.type === 'text') return [{text: node.value}];
    if (node.type === 'break') return [{text: ' '}];
    return 'children' in node ? pieces(node.children) : [];
  });
}

const clean = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The error texts of a heading's or a symptom's phrasing content, each once, in order. */
export function errorTexts(nodes: readonly PhrasingContent[]): string[] {
  const found: string[] = [];
  let close: string | undefined;
  let quoted = '';
  for (const piece of pieces(nodes)) {
    if ('code' in piece) {
      found.push(clean(piece.code.replace(/^"(.*)"$/s, '$1')));
      if (close !== undefined) quoted += piece.code;
      continue;
    }
    for (const char of piece.text) {
      if (close === undefined) {
        if (char in QUOTES) {
          close = QUOTES[char];
          quoted = '';
        }
      } else if (char === close) {
        found.push(clean(quoted));
        close = undefined;
      } else {
        quoted += char;
      }
    }
  }
  return [...new Set(found.filter(Boolean))];
}
