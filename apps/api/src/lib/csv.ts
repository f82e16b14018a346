/**
 * CSV as spreadsheets write it (RFC 4180): fields separated by a comma or, as Greek Excel saves,
 * a semicolon (told by the header line), quoted with `"` when they hold a separator, a quote or
 * a line break, lines ending in CRLF or LF, a leading byte-order mark ignored. Every CSV the shop
 * writes goes through `formatCsv`, which keeps spreadsheets from running a cell as a formula.
 */

export interface CsvTable {
  /** Each record's fields with the file line it starts on (the header is line 1). */
  records: { line: number; fields: string[] }[];
  /** A quote left open at the end of the file. */
  unterminated: boolean;
}

function separatorOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const commas = firstLine.split(',').length;
  const semicolons = firstLine.split(';').length;
  return semicolons > commas ? ';' : ',';
}

export function parseCsv(input: string): CsvTable {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = separatorOf(text);
  const records: CsvTable['records'] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let index = 0;
  const endRecord = () => {
    fields.push(field);
    // A blank line is no record.
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else field += char;
    index += 1;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return {
    records: records.map((record) => ({ ...record, fields: record.fields.map(withoutFormulaGuard) })),
    unterminated: quoted,
  };
}

const NEEDS_QUOTES = /[",;\r\n]/;
/**
 * A cell starting with =, +, -, @, a tab or a carriage return is run as a formula by spreadsheets
 * (`-2+3+cmd|' /C calc'!A0`), whatever follows: such a value is written after an apostrophe, which
 * makes it text, and quoted (OWASP's CSV injection advice). Numbers too: a negative one reads as
 * text. A value that already starts with apostrophes before such a character gets one more, so
 * that reading the file back removes exactly the one added.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** What a CSV cell holds. */
export type CsvValue = string | number | boolean | null;

/** One value as a CSV field: empty for null, guarded when a spreadsheet would run it, quoted when needed. */
function csvField(value: CsvValue): string {
  if (value === null) return '';
  const text = String(value);
  if (FORMULA_START.test(text)) return `"'${text.replaceAll('"', '""')}"`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A field as it was before `csvField` guarded it, so an exported file imports unchanged. */
function withoutFormulaGuard(field: string): string {
  return field.startsWith("'") && FORMULA_START.test(field) ? field.slice(1) : field;
}

/** A CSV file with a byte-order mark (so spreadsheets read Greek as UTF-8) and CRLF line ends. */
export function formatCsv(header: readonly string[], rows: readonly CsvValue[][]): string {
  const lines = [header.map(csvField).join(','), ...rows.map((row) => row.map(csvField).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const csvLine = (values: readonly CsvValue[]) => `${values.map(csvField).join(',')}\r\n`;

/**
 * The same file written a batch of rows at a time, so an export of any size holds one batch: the
 * mark and the header first, then one chunk per batch.
 */
export async function* csvChunks(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvValue[])[]>,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  for await (const rows of batches) {
    if (rows.length > 0) yield rows.map(csvLine).join('');
  }
}
