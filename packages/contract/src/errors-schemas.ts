import { z } from 'zod';

/** The one error shape of the API: `{ message, code?, errors?: { field: [code] } }`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
