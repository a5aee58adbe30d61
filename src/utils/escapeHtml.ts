const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put in HTML, as element content or as a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** Text made safe as element content only (never as an attribute): quotes need no escape there. */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (char) => ENTITIES[char]!);
}

const TEXT_CHARACTERS: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>'};

/** The text `escapeText` was given. */
export function unescapeText(html: string): string {
  return html.replace(/&(?:amp|lt|gt);/g, (entity) => TEXT_CHARACTERS[entity]!);
}
