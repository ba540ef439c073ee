/** An ILIKE pattern matching `text` anywhere: `%`, `_` and `\` typed by a visitor are literal characters. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
