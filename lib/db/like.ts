/** `text` as a literal inside an ILIKE pattern: its `%`, `_` and `\` match themselves. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
