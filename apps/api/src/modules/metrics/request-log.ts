import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One JSON line per request, written when it is answered: its id (`reqId`, from a well-formed
 * `x-request-id` or the API's own), method and URL (personal query values redacted by the
 * logger's serializer), route pattern, status and time. Fastify's own two lines per request
 * (received, completed) and its separate not-found line are left out.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      req: request,
      route: request.routeOptions.url ?? null,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request completed');
    else request.log.info(line, 'request completed');
  }
}
