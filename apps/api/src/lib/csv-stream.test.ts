import { describe, expect, it } from 'vitest';
import { csvCell, csvChunks } from './csv-stream.ts';

describe('streamed CSV', () => {
  it('writes every value a spreadsheet would run as a formula as text, -2+3 included', () => {
    for (const value of ['=1+1', '+30 210', '-2+3', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x")']) {
      const cell = csvCell(value);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
      expect(unquoted, value).toBe(`'${value}`);
    }
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell('12.50')).toBe('12.50');
    expect(csvCell('Παπαδοπούλου, Μαρία')).toBe('"Παπαδοπούλου, Μαρία"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('');
  });

  it('starts with a byte-order mark and the header, then a chunk per batch, CRLF lines', async () => {
    async function* batches() {
      yield [['a', 1]];
      yield [];
      yield [
        ['b', 2],
        ['c', null],
      ];
    }
    const chunks: string[] = [];
    for await (const chunk of csvChunks(['name', 'n'], batches())) chunks.push(chunk);
    expect(chunks).toEqual(['\uFEFFname,n\r\n', 'a,1\r\n', 'b,2\r\nc,\r\n']);
  });
});
