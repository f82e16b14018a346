import type { Socket } from 'node:net';
import type { ApiError } from '@shop/contract';
import { DEFAULT_LANGUAGE } from '@shop/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';
import type { Translate } from '../lib/messages.ts';
import { languageOfRequest } from './language.ts';

/** A field error code: the schema's own message when it names one (e.g. `invalid_email`), else Zod's code. */
function issueCode(issue: { code: string; message: string }): string {
  if (/^[a-z_]+$/.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return 'required_field';
  return issue.code;
}

export interface ErrorsPluginOptions {
  /** The message registry's translation, so that the plugin names no domain. */
  translate: Translate;
}

export const errorsPlugin = fp(async (app: FastifyInstance, { translate }: ErrorsPluginOptions) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = request.language ?? languageOfRequest(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const item of error.validation) {
        // fastify-type-provider-zod 7 flattens each Zod issue: code → keyword, path → instancePath.
        const segments = item.instancePath.split('/').filter(Boolean);
        // Query strings and params are flat; a deeper path there only comes from a transform
        // of the value (productsids → its ids), which the client never sent as such.
        const path = error.validationContext === 'body' ? segments : segments.slice(0, 1);
        const field = path.join('.') || error.validationContext || '_';
        const code = issueCode({ code: item.keyword, message: item.message ?? '' });
        const list = errors[field] ?? [];
        if (!list.includes(code)) list.push(code);
        errors[field] = list;
      }
      const body: ApiError = { message: translate(language, 'invalid_input'), code: 'invalid_input', errors };
      return reply.code(400).send(body);
    }
    if (error instanceof HttpError) {
      const body: ApiError = {
        ...error.extra,
        message: translate(language, error.messageKey),
        code: error.messageKey,
      };
      if (error.fieldErrors) body.errors = error.fieldErrors;
      return reply.code(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      const key = status === 429 ? 'rate_limited' : status === 404 ? 'not_found' : 'invalid_input';
      const body: ApiError = { message: translate(language, key), code: error.code ?? key };
      return reply.code(status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    const body: ApiError = { message: translate(language, 'server_error'), code: 'server_error' };
    return reply.code(500).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const language = languageOfRequest(request);
    const body: ApiError = { message: translate(language, 'not_found'), code: 'not_found' };
    return reply.code(404).send(body);
  });
});

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded (`FST_ERR_BAD_URL`) or a parameter
 * too long, answered in the one error shape rather than Fastify's own.
 */
export function frameworkErrorHandler(translate: Translate) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const body: ApiError = {
      message: translate(languageOfRequest(request), 'invalid_input'),
      code: 'invalid_input',
    };
    return reply.code(error.statusCode ?? 400).send(body);
  };
}

/**
 * Fastify's `clientErrorHandler`: requests Node's parser refuses before there is a request (headers
 * too large, too slow, malformed) get the one error shape in the default language, then the
 * connection is closed, as Node does.
 */
export function clientErrorHandler(translate: Translate) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason, key] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? ([431, 'Request Header Fields Too Large', 'headers_too_large'] as const)
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? ([408, 'Request Timeout', 'request_timeout'] as const)
          : ([400, 'Bad Request', 'invalid_input'] as const);
    const body: ApiError = { message: translate(DEFAULT_LANGUAGE, key), code: key };
    const json = JSON.stringify(body);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
      );
    }
    socket.destroy(error);
  };
}
