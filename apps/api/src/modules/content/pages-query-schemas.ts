import { z } from 'zod';

/** Query parts the content pages', FAQ, custom content and entity-by-url routes share. */

/** `?url=` holding a slug or a path ending in one (`/pages/shipping`). */
export const pageUrlSchema = z
  .string()
  .trim()
  .min(1, 'required_field')
  .max(300, 'invalid_value')
  .transform((url) => url.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? '')
  .pipe(z.string().min(1, 'required_field'));

/** A yes/no flag as a query sends it: true, false, 1 or 0, in any case. */
export const queryFlagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0'], 'invalid_value'))
  .transform((value) => value === 'true' || value === '1');

/** A name or a code: letters, digits, `-`, `_` and `.` (an empty one fails as required only). */
export const codeSchema = z
  .string()
  .trim()
  .min(1, 'required_field')
  .max(100, 'invalid_value')
  .regex(/^[\p{L}\p{N}._-]*$/u, 'invalid_value');
