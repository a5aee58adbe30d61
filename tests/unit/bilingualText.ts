import type {Localized} from '../../data/components/types';
import {builtLocales} from '../../data/site';

const CJK = /[\u4e00-\u9fff]/;

/**
 * What is wrong with catalog texts that pages show in each locale: a locale left empty, English
 * that is not English, Chinese that is not translated and, for texts drawn in a Markdown table
 * cell (`tableCell`), a `|` that would break the row. One line per fault, naming the text.
 */
export function bilingualTextProblems(
  texts: readonly {what: string; text: Localized}[],
  {tableCell = false}: {tableCell?: boolean} = {},
): string[] {
  const problems: string[] = [];
  for (const {what, text} of texts) {
    for (const locale of builtLocales) {
      if (text[locale].trim() === '') problems.push(`${what}: no ${locale} text`);
      if (tableCell && text[locale].includes('|'))
        problems.push(`${what}: a | breaks the table (${locale})`);
    }
    if (CJK.test(text.en)) problems.push(`${what}: the English text is not English`);
    if (!CJK.test(text['zh-Hans'])) problems.push(`${what}: the zh-Hans text is not translated`);
  }
  return problems;
}
