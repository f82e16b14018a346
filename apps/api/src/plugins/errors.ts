import type { ApiError } from '@shop/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';
import { translate } from '../lib/messages.ts';
import { languageOfRequest } from './language.ts';

/** A field error code: the schema's own message when it names one (e.g. `invalid_email`), else Zod's code. */
function issueCode(issue: { code: string; message: string }): string {
  if (/^[a-z_]+$/.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return 'required_field';
  return issue.code;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
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
      const body: ApiError = { message: translate(language, error.messageKey), code: error.messageKey };
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
