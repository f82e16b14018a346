import { type StockKey, type StockLine, type StockShortage, stockKey } from './stock-lines.ts';

/** A stock location as allocation needs it (decision 045). */
export interface StockLocation {
  id: number;
  code: string;
  nameEl: string;
  nameEn: string;
  ships: boolean;
  takeawayStoreId: number | null;
  transferDays: number | null;
  isPrimary: boolean;
  position: number;
}

/** What a product or size holds: per location, and whether it is sold on back-order. */
export interface HeldAt {
  backOrder: boolean;
  /** Stock per location id. */
  at: Map<number, number>;
}

/** Where an order's goods go: sent (courier, locker) or collected at a takeaway store. */
export type StockTarget = { kind: 'delivery' } | { kind: 'pickup'; takeawayStoreId: number };

/** A quantity taken from one location. */
export interface Take extends StockLine {
  locationId: number;
}

export interface Allocation {
  takes: Take[];
  short: StockShortage[];
  backOrdered: StockLine[];
  /** Store pickup: 0 when the store holds every line, N when stock is moved there; null otherwise. */
  readyInDays: number | null;
}

const holds = (held: HeldAt | undefined, locationId: number) => Math.max(0, held?.at.get(locationId) ?? 0);

/** Takes each line from the sources in order, split when it must be; short or back-ordered beyond them. */
function drawFrom(
  wanted: readonly StockLine[],
  held: Map<string, HeldAt>,
  sources: readonly StockLocation[],
): Omit<Allocation, 'readyInDays'> {
  const takes: Take[] = [];
  const short: StockShortage[] = [];
  const backOrdered: StockLine[] = [];
  for (const line of wanted) {
    const row = held.get(stockKey(line));
    const available = sources.reduce((sum, location) => sum + holds(row, location.id), 0);
    if (line.quantity > available && !row?.backOrder) {
      short.push({
        productId: line.productId,
        dimensionId: line.dimensionId,
        requested: line.quantity,
        available,
      });
      continue;
    }
    let left = line.quantity;
    for (const location of sources) {
      const quantity = Math.min(left, holds(row, location.id));
      if (quantity > 0) takes.push({ ...line, quantity, locationId: location.id });
      left -= quantity;
    }
    if (left > 0) backOrdered.push({ ...line, quantity: left });
  }
  return short.length > 0 ? { takes: [], short, backOrdered: [] } : { takes, short, backOrdered };
}

const holdsEvery = (wanted: readonly StockLine[], held: Map<string, HeldAt>, locationId: number) =>
  wanted.every((line) => holds(held.get(stockKey(line)), locationId) >= line.quantity);

/**
 * Decides where an order's lines come from (decision 045). Delivery: the first shipping location
 * holding every line, else each line from the shipping locations in order. Pickup: the store when
 * it holds every line; else, with transfer days, the store's own and the rest from the other
 * locations, ready in that many days; else short by what the store lacks. A takeaway store with
 * no location is served like a delivery.
 */
export function allocate(
  wanted: readonly StockLine[],
  held: Map<string, HeldAt>,
  locations: readonly StockLocation[],
  target: StockTarget,
): Allocation {
  const store =
    target.kind === 'pickup'
      ? locations.find((location) => location.takeawayStoreId === target.takeawayStoreId)
      : undefined;
  if (!store) {
    const shipping = locations.filter((location) => location.ships);
    const whole = shipping.find((location) => holdsEvery(wanted, held, location.id));
    return { ...drawFrom(wanted, held, whole ? [whole] : shipping), readyInDays: null };
  }
  if (holdsEvery(wanted, held, store.id)) return { ...drawFrom(wanted, held, [store]), readyInDays: 0 };
  if (store.transferDays === null) return { ...drawFrom(wanted, held, [store]), readyInDays: null };
  const sources = [store, ...locations.filter((location) => location.id !== store.id)];
  const drawn = drawFrom(wanted, held, sources);
  const moved = drawn.takes.some((take) => take.locationId !== store.id);
  return { ...drawn, readyInDays: moved ? store.transferDays : 0 };
}

/** The lines with the same product and size added up, in primary-key order. */
export function mergeLines(lines: readonly StockLine[]): StockLine[] {
  const merged = new Map<string, StockLine>();
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity <= 0) {
      throw new RangeError('a stock line needs a positive whole quantity');
    }
    const known = merged.get(stockKey(line));
    merged.set(stockKey(line), { ...line, quantity: (known?.quantity ?? 0) + line.quantity });
  }
  return [...merged.values()].sort(compareKeys);
}

export const compareKeys = (a: StockKey, b: StockKey) =>
  a.productId - b.productId || (a.dimensionId ?? 0) - (b.dimensionId ?? 0);
