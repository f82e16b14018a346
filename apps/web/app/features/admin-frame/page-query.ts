import { SHOP_TIME_ZONE } from '@shop/contract';
import * as z from 'zod/mini';

/** The page number of a list's address; anything unreadable is the first page. */
export function pageQuery(url: URL): { page: number } {
  const page = Number(url.searchParams.get('page') ?? 1);
  return { page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

/** A list's sort column (one of `columns`) and direction from its address. */
export function sortQuery<Column extends string>(
  url: URL,
  columns: readonly Column[],
  fallback: Column,
  fallbackDir: 'asc' | 'desc' = 'asc',
): { sort: Column; dir: 'asc' | 'desc' } {
  const sort = url.searchParams.get('sort');
  const dir = url.searchParams.get('dir');
  return {
    sort: (columns as readonly string[]).includes(sort ?? '') ? (sort as Column) : fallback,
    dir: dir === 'asc' || dir === 'desc' ? dir : fallbackDir,
  };
}

const shopDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(at);
/** A calendar day as `YYYY-MM-DD` that exists (no 31 April). */
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * A report's period of Athens days (`?from=&to=`, both included): the last `days` days up to
 * today unless chosen; an unreadable or reversed choice is the day `to` alone, or today.
 */
export function periodQuery(url: URL, days = 30, now = new Date()): { from: string; to: string } {
  const to = url.searchParams.get('to') || shopDay(now);
  const from = url.searchParams.get('from') || shopDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  if (isDay(from) && isDay(to) && from <= to) return { from, to };
  return isDay(to) ? { from: to, to } : { from: shopDay(now), to: shopDay(now) };
}

/** The entry chosen from a list (`?id=`), or null for none or a new one. */
export function chosenId(url: URL): number | null {
  const id = Number(url.searchParams.get('id'));
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * A list's query from its address for the API: the named parameters as typed, blank ones left
 * out (an empty search or an "all" choice is no filter, not a bad value), with paging, parsed by
 * the contract's schema. A value the schema refuses is reported by its codes and the list asks
 * for its first page without filters rather than pretend they applied.
 */
export function listQuery<Schema extends z.core.$ZodType>(
  url: URL,
  schema: Schema,
  names: readonly string[],
  psize: number,
): { query: z.output<Schema> | { page: number; psize: number }; refused: string[] } {
  const given = Object.fromEntries(
    names.flatMap((name) => {
      const value = url.searchParams.get(name)?.trim() ?? '';
      return value === '' ? [] : [[name, value]];
    }),
  );
  const parsed = z.safeParse(schema, { ...given, ...pageQuery(url), psize });
  if (parsed.success) return { query: parsed.data, refused: [] };
  return {
    query: { page: 1, psize },
    refused: [...new Set(parsed.error.issues.map((issue) => issue.message))],
  };
}
