import type { MessageKey } from './messages.ts';

/** A failure a service reports; the error plugin turns it into the one error shape, translated. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: Record<string, string[]>,
    /** More of the answer beside the message, as the route's error schema names it (new totals). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const notFound = (key: MessageKey = 'not_found') => new HttpError(404, key);
