import * as z from 'zod/mini';

/** Which searches the back office lists: all, those that found nothing, those found but never clicked. */
export const SEARCH_INSIGHT_KINDS = ['top', 'no_results', 'no_click'] as const;
export type SearchInsightKind = (typeof SEARCH_INSIGHT_KINDS)[number];

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date'));

/** `admin/search-insights`: a period of Athens days, inclusive, and the kind. */
export const adminSearchInsightsQuerySchema = z
  .object({ from: day, to: day, kind: z._default(z.enum(SEARCH_INSIGHT_KINDS, 'invalid_value'), 'top') })
  .check(z.refine((query) => query.from <= query.to, { path: ['to'], message: 'invalid_date' }));

export const searchInsightRowSchema = z.object({
  /** The query as the search folds it. */
  q: z.string(),
  searches: z.number(),
  withResults: z.number(),
  clicked: z.number(),
  /** Products the latest search of it found. */
  results: z.number(),
});
export type SearchInsightRow = z.infer<typeof searchInsightRowSchema>;
export const searchInsightListSchema = z.object({ items: z.array(searchInsightRowSchema) });
export type SearchInsightList = z.infer<typeof searchInsightListSchema>;

const text = z
  .string('required_field')
  .check(z.trim(), z.minLength(1, 'required_field'), z.maxLength(100, 'too_long'));
export const searchSynonymSchema = z.object({ term: text, target: text });
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;
export const searchSynonymListSchema = z.object({ items: z.array(searchSynonymSchema) });
export type SearchSynonymList = z.infer<typeof searchSynonymListSchema>;
export const searchSynonymDeleteSchema = z.object({ term: text });

/** `search/clicked`: a result of the search for `key` opened. */
export const searchClickedSchema = z.object({ key: text });
