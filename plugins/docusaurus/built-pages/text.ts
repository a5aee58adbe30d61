/** Text read from a built page: whitespace collapsed, and the zero-width spaces Docusaurus puts in heading anchors removed. */
export function cleanText(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
