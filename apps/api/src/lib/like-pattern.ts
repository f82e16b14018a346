/** An `ilike` pattern matching values that contain `text`; `%`, `_` and `\` in it are letters, not patterns. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
