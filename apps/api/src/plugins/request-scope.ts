import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

const scope = new AsyncLocalStorage<{ requestId: string }>();

/**
 * onRequest hook (callback style, so the rest of the request runs inside it) put before every
 * staff guard: an audit entry names the request that made the change without each service
 * passing it along. Only staff routes pay for it.
 */
export function auditRequestScope(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  scope.run({ requestId: request.id }, done);
}

/** The id of the staff request being served, if any. */
export function currentRequestId(): string | null {
  return scope.getStore()?.requestId ?? null;
}
