/**
 * Packing rules (decision 047), shared by the API that decides and the phone screen that shows
 * progress as staff tick or scan: each pick names a line by its barcode, its size code or its
 * product code; the parcel must hold exactly the order's lines from this location.
 */

/** A line to pack: the product or size and how many this location gives the order. */
export interface PackingLine {
  productId: number;
  dimensionId: number | null;
  code: string;
  sizeCode: string | null;
  barcode: string | null;
  quantity: number;
}

/** One scan or tick: the code read and how many of it. */
export interface Pick {
  code: string;
  quantity: number;
}

export interface PackingCheck {
  /** Per line (same order as given), how many were picked. */
  picked: number[];
  /** Indexes of picks that name no line of the order: a wrong product. */
  wrong: number[];
  /** Indexes of lines picked more times than the order holds. */
  over: number[];
  /** Indexes of lines picked fewer times than the order holds (none picked included). */
  short: number[];
}

const normal = (code: string) => code.trim().toUpperCase();

/** The line a code names: the barcode first (what a scanner reads), then the size's code, then the product's (no sizes). */
export function lineOfCode(lines: readonly PackingLine[], code: string): number {
  const wanted = normal(code);
  if (wanted === '') return -1;
  const byBarcode = lines.findIndex((line) => line.barcode !== null && normal(line.barcode) === wanted);
  if (byBarcode !== -1) return byBarcode;
  const bySize = lines.findIndex((line) => line.sizeCode !== null && normal(line.sizeCode) === wanted);
  if (bySize !== -1) return bySize;
  return lines.findIndex((line) => line.dimensionId === null && normal(line.code) === wanted);
}

/** What the picks make of the order's lines: what is wrong, too many, or missing. */
export function checkPacking(lines: readonly PackingLine[], picks: readonly Pick[]): PackingCheck {
  const picked = lines.map(() => 0);
  const wrong: number[] = [];
  picks.forEach((pick, index) => {
    const line = lineOfCode(lines, pick.code);
    if (line === -1) wrong.push(index);
    else picked[line] = (picked[line] ?? 0) + pick.quantity;
  });
  const over: number[] = [];
  const short: number[] = [];
  lines.forEach((line, index) => {
    const count = picked[index] ?? 0;
    if (count > line.quantity) over.push(index);
    if (count < line.quantity) short.push(index);
  });
  return { picked, wrong, over, short };
}
