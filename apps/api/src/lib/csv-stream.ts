/**
 * CSV written a batch of rows at a time (RFC 4180, comma-separated, CRLF), with a byte-order mark
 * so that spreadsheets read Greek as UTF-8: an export of any size holds one batch.
 */

export type CsvValue = string | number | boolean | null;

/**
 * One value as a cell. A text a spreadsheet would run as a formula (starting with `=`, `+`, `-`,
 * `@`, a tab or a return, `-2+3` included) is written with a leading apostrophe, as text; numbers
 * are numbers. Every export of this file escapes through here only, so the rule is in one place.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (values: readonly CsvValue[]) => `${values.map(csvCell).join(',')}\r\n`;

/** The file's text: the mark and the header first, then one chunk per batch of rows. */
export async function* csvChunks(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvValue[])[]>,
): AsyncGenerator<string> {
  yield `\uFEFF${line(header)}`;
  for await (const rows of batches) {
    if (rows.length > 0) yield rows.map(line).join('');
  }
}
