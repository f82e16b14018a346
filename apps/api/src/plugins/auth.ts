import type { StaffRoleName } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

/** The customer a bearer access token identifies. */
export interface AuthenticatedCustomer {
  id: number;
  sessionId: string;
  /** The SalesPerson acting for the customer, when the session was opened by impersonation. */
  impersonatorStaffId: number | null;
}

/** The staff user a staff token identifies. */
export interface AuthenticatedStaff {
  id: number;
  role: StaffRoleName;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, set by `requireCustomer` / `identifyCustomer`. */
    customer: AuthenticatedCustomer | null;
    staff: AuthenticatedStaff | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid bearer access token of a live session is sent. */
    requireCustomer: onRequestAsyncHookHandler;
    /** onRequest hook: sets `request.customer` when a valid token is sent, never refuses. */
    identifyCustomer: onRequestAsyncHookHandler;
    /** onRequest hook: 401 without a staff token, 403 when the role is not one of `roles`. */
    requireStaff(...roles: StaffRoleName[]): onRequestAsyncHookHandler;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The authenticated customer of a request that went through `requireCustomer`. */
export function customerOf(request: FastifyRequest): AuthenticatedCustomer {
  if (!request.customer) throw new HttpError(401, 'unauthorized');
  return request.customer;
}

export function staffOf(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw new HttpError(401, 'unauthorized');
  return request.staff;
}

/**
 * Bearer authentication for every domain. A route opts in with `onRequest: app.requireCustomer`
 * and then scopes its queries by `customerOf(request).id`. Requests made in a session a
 * SalesPerson opened for a customer are written to the impersonation log with the staff id.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('customer', null);
  app.decorateRequest('staff', null);

  const identify = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token) request.customer = await app.services.sessions.authenticate(token);
  };

  app.decorate('identifyCustomer', identify);
  app.decorate('requireCustomer', async (request: FastifyRequest) => {
    await identify(request);
    if (!request.customer) throw new HttpError(401, 'unauthorized');
  });
  app.decorate('requireStaff', (...roles: StaffRoleName[]) => async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.staff = token ? await app.services.staff.authenticate(token) : null;
    if (!request.staff) throw new HttpError(401, 'unauthorized');
    if (roles.length > 0 && !roles.includes(request.staff.role)) throw new HttpError(403, 'staff_forbidden');
  });

  // onSend, not onResponse: the entry is written before the client has the answer, with its status.
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    const customer = request.customer;
    if (!customer || customer.impersonatorStaffId === null) return;
    await app.services.staff.recordImpersonatedAction({
      staffId: customer.impersonatorStaffId,
      customerId: customer.id,
      sessionId: customer.sessionId,
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      statusCode: reply.statusCode,
    });
    request.log.info(
      { staffId: customer.impersonatorStaffId, customerId: customer.id, route: request.routeOptions.url },
      'impersonated action',
    );
  });
});
