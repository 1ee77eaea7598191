/** `text` as a regular-expression source that matches it literally (outside a character class; valid with the `u` flag). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
