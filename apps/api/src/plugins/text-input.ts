import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL, or a UTF-16 surrogate without its partner: text no column, search or mail can hold. */
function isMalformedText(text: string): boolean {
  return text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);
}

const INVALID_CHARACTERS = 'invalid_characters';

interface Place {
  value: unknown;
  segment?: string;
  parent?: Place;
}

function segmentsOf(place: Place): string[] {
  const path: string[] = [];
  for (let at: Place | undefined = place; at?.segment !== undefined; at = at.parent) path.push(at.segment);
  return path.reverse();
}

/**
 * The paths (as segments) of every string, key or value, in `value` that holds malformed text.
 * A walk with its own stack and parent links rather than recursion: a body nested thousands
 * deep (1 MiB of `[`) would overflow the call stack (a 500) or cost a path copy per level.
 */
function malformedTextPaths(value: unknown): string[][] {
  const found: string[][] = [];
  const pending: Place[] = [{ value }];
  for (let place = pending.pop(); place; place = pending.pop()) {
    const item = place.value;
    if (typeof item === 'string') {
      if (isMalformedText(item)) found.push(segmentsOf(place));
    } else if (Array.isArray(item)) {
      for (const [index, element] of item.entries())
        pending.push({ value: element, segment: `${index}`, parent: place });
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      // Raw bodies (a webhook's bytes) are not text the app reads as strings, hence not ArrayBuffer views.
      for (const [key, element] of Object.entries(item)) {
        if (isMalformedText(key)) found.push(segmentsOf(place));
        else pending.push({ value: element, segment: key, parent: place });
      }
    }
  }
  return found;
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
