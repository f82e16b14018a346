import * as z from 'zod/mini';

/** The one error shape of the API: `{ message, code?, errors?: { field: [code] } }`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
