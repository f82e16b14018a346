import { describe, expect, it } from 'vitest';
import { csvChunks, formatCsv, parseCsv } from './csv.ts';

/** The fields of the one data row of a file with a one-column header. */
function written(value: string | number | boolean | null): string {
  return (
    formatCsv(['value'], [[value]])
      .replace(/^\uFEFF/, '')
      .split('\r\n')[1] ?? ''
  );
}

describe('formatCsv', () => {
  it('writes every value a spreadsheet would run as a formula as quoted text after an apostrophe', () => {
    expect(written("-2+3+cmd|' /C calc'!A0")).toBe(`"'-2+3+cmd|' /C calc'!A0"`);
    expect(written('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
    expect(written('+30 210 1234567')).toBe(`"'+30 210 1234567"`);
    expect(written('@SUM(A1:A2)')).toBe(`"'@SUM(A1:A2)"`);
    expect(written('\t=1+1')).toBe(`"'\t=1+1"`);
    expect(written('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(written('-')).toBe(`"'-"`);
    expect(written(-5)).toBe(`"'-5"`);
    expect(written("'=1+1")).toBe(`"''=1+1"`);
  });

  it('leaves other values as they are, quoting only a separator, a quote or a line break', () => {
    expect(written('Aqualis Daily 50 ml')).toBe('Aqualis Daily 50 ml');
    expect(written('12.90')).toBe('12.90');
    expect(written(3)).toBe('3');
    expect(written(true)).toBe('true');
    expect(written(null)).toBe('');
    expect(written('a, b')).toBe('"a, b"');
    expect(written('a "b"')).toBe('"a ""b"""');
    expect(written("it's")).toBe("it's");
  });

  it('reads back exactly what it wrote, guarded values included', () => {
    const values = [
      "-2+3+cmd|' /C calc'!A0",
      '=1+1',
      '+1',
      '@x',
      '\tx',
      "'=1",
      "''-2",
      "'plain",
      'Κρέμα; 50 ml',
      'line\r\nbreak',
      '"quoted"',
      '',
    ];
    const table = parseCsv(
      formatCsv(
        ['value'],
        values.map((value) => [value]),
      ),
    );
    expect(table.records.slice(1).map((record) => record.fields[0] ?? '')).toEqual(
      // A lone empty field is a blank line, which is no record.
      values.filter((value) => value !== ''),
    );
  });
});

describe('streamed CSV', () => {
  it('starts with a byte-order mark and the header, then a chunk per batch, CRLF lines', async () => {
    async function* batches() {
      yield [['a', 1]];
      yield [];
      yield [
        ['-2+3', 2],
        ['c', null],
      ];
    }
    const chunks: string[] = [];
    for await (const chunk of csvChunks(['name', 'n'], batches())) chunks.push(chunk);
    expect(chunks).toEqual(['\uFEFFname,n\r\n', 'a,1\r\n', `"'-2+3",2\r\nc,\r\n`]);
  });
});
