import type { ContentFormat } from '@shop/contract';
import { asc, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../lib/like-pattern.ts';

/**
 * What the back office's content lists share (`adminContentListQuery`): a page of rows sorted by
 * one of the kind's keys, ties broken by id so that pages never overlap, and a search in a few
 * text columns.
 */
export interface StaffListQuery<Sort extends string> {
  page: number;
  psize: number;
  q?: string | undefined;
  sort: Sort;
  dir: 'asc' | 'desc';
}

/** The order of a list: the sort key, then the id, both in the asked direction. */
export function orderOf<Sort extends string>(
  query: StaffListQuery<Sort>,
  sorts: Record<Sort, AnyPgColumn | SQL>,
  id: AnyPgColumn,
): SQL[] {
  const direction = query.dir === 'asc' ? asc : desc;
  return [direction(sorts[query.sort]), direction(id)];
}

/** The rows to skip before the asked page. */
export const offsetOf = (query: { page: number; psize: number }) => (query.page - 1) * query.psize;

/** Rows whose any column contains the search text (case-insensitive); none without a search. */
export function searchIn(q: string | undefined, columns: AnyPgColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** A stored text's format, as the contract names them (rows hold it as text). */
export const formatOf = (format: string) => format as ContentFormat;
