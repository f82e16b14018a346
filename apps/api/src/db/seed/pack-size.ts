import type { NetUnit } from '@shop/contract';

/** A pack size as the demo catalogue writes it ("50ml", "12x6ml", "4.8g", "30 δισκία") as quantity and unit. */
export function parsePackSize(size: string): { quantity: number; unit: NetUnit } | null {
  const multiple = size.match(/^(\d+)\s*x\s*(\d+(?:[.,]\d+)?)\s*(ml|g)$/i);
  if (multiple?.[1] && multiple[2] && multiple[3]) {
    return {
      quantity: Number(multiple[1]) * Number(multiple[2].replace(',', '.')),
      unit: multiple[3].toLowerCase() as NetUnit,
    };
  }
  const measured = size.match(/^(\d+(?:[.,]\d+)?)\s*(ml|g)$/i);
  if (measured?.[1] && measured[2]) {
    return { quantity: Number(measured[1].replace(',', '.')), unit: measured[2].toLowerCase() as NetUnit };
  }
  const counted = size.match(/^(\d+)\s+\S+/);
  return counted?.[1] ? { quantity: Number(counted[1]), unit: 'piece' } : null;
}
