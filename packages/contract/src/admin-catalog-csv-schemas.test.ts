import { describe, expect, it } from 'vitest';
import {
  CATALOG_CSV_COLUMNS,
  CATALOG_CSV_MAX_HEADER_LENGTH,
  catalogImportRequestSchema,
} from './admin-catalog-csv-schemas.ts';

const header = CATALOG_CSV_COLUMNS.join(',');
const row = (index: number) => `P${index},,5201234567890,Κρέμα ${index},Cream ${index},12.50,,7,true`;

function fieldErrors(csv: string): string[] {
  const result = catalogImportRequestSchema.safeParse({ csv });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('catalogue import request', () => {
  it('takes a catalogue file far longer than 100,000 characters', () => {
    const csv = [header, ...Array.from({ length: 3_000 }, (_, index) => row(index))].join('\r\n');
    expect(csv.length).toBeGreaterThan(100_000);
    expect(fieldErrors(csv)).toEqual([]);
  });

  it('refuses a first line longer than any header as no catalogue file', () => {
    expect(fieldErrors('x'.repeat(100_000))).toEqual(['invalid_csv_header']);
    expect(fieldErrors(`${'x'.repeat(CATALOG_CSV_MAX_HEADER_LENGTH + 1)}\n${row(1)}`)).toEqual([
      'invalid_csv_header',
    ]);
    expect(fieldErrors(`${'x'.repeat(CATALOG_CSV_MAX_HEADER_LENGTH)}\n${row(1)}`)).toEqual([]);
  });

  it('refuses an empty file as a missing one', () => {
    expect(fieldErrors('')).toEqual(['required_field']);
  });
});
