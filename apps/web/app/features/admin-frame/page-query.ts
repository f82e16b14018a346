import type { z } from 'zod';

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
export function listQuery<Schema extends z.ZodType>(
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
  const parsed = schema.safeParse({ ...given, ...pageQuery(url), psize });
  if (parsed.success) return { query: parsed.data, refused: [] };
  return {
    query: { page: 1, psize },
    refused: [...new Set(parsed.error.issues.map((issue) => issue.message))],
  };
}
