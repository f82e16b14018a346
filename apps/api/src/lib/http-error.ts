import type { MessageKey } from './messages.ts';

/** A failure a service reports; the error plugin turns it into the one error shape, translated. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const notFound = (key: MessageKey = 'not_found') => new HttpError(404, key);
