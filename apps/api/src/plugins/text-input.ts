import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL, or a UTF-16 surrogate without its partner: text no column, search or mail can hold. */
function isMalformedText(text: string): boolean {
  return text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);
}

const INVALID_CHARACTERS = 'invalid_characters';

/** The paths (as segments) of every string, key or value, in `value` that holds malformed text. */
function malformedTextPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return isMalformedText(value) ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => malformedTextPaths(item, [...path, `${index}`]));
  // Raw bodies (a webhook's bytes) are not text the app reads as strings.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    isMalformedText(key) ? [path] : malformedTextPaths(item, [...path, key]),
  );
}

/**
 * Refuses, before any route's validation, a request whose query, path parameters or body holds a
 * string with NUL or an unpaired surrogate: 400 `invalid_input` naming each field
 * `invalid_characters`. A hook on the whole app rather than a refinement in each schema holds for
 * every route, including routes added later and fields a schema forgets.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const errors: Record<string, string[]> = {};
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      for (const path of malformedTextPaths(value)) {
        // Query strings and parameters are flat, as the errors plugin names their fields.
        const field = (part === 'body' ? path : path.slice(0, 1)).join('.') || part;
        errors[field] = [INVALID_CHARACTERS];
      }
    }
    if (Object.keys(errors).length > 0) throw new HttpError(400, 'invalid_input', errors);
  });
});
