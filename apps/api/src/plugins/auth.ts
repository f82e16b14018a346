import {
  STAFF_PERMISSIONS,
  type StaffAccess,
  type StaffArea,
  type StaffRoleName,
  staffMay,
} from '@shop/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { auditRequestScope } from './request-scope.ts';

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
  /** The sign-in the token belongs to; signing out ends it. */
  sessionId: string;
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
    /**
     * onRequest hook: 401 without a staff token, 403 unless `STAFF_PERMISSIONS` lets the staff
     * member's role `access` the `area`.
     */
    requireStaff(area: StaffArea, access: StaffAccess): onRequestAsyncHookHandler;
    /** Every route with a staff guard, and what the guard asks for (for the role matrix and the docs). */
    staffGuards: StaffGuardedRoute[];
  }
}

export interface StaffGuard {
  area: StaffArea;
  access: StaffAccess;
}

export interface StaffGuardedRoute {
  method: string;
  url: string;
  guard: StaffGuard | null;
}

const STAFF_PATH = /^\/api\/:lang\/(admin|staff)\//i;

function guardOf(route: RouteOptions, guards: WeakMap<object, StaffGuard>): StaffGuard | null {
  const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
  for (const hook of hooks) {
    const guard = guards.get(hook);
    if (guard) return guard;
  }
  return null;
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

  const guards = new WeakMap<object, StaffGuard>();
  app.decorate('requireStaff', (area: StaffArea, access: StaffAccess) => {
    const hook = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      request.staff = token ? await app.services.staff.authenticate(token) : null;
      if (!request.staff) throw new HttpError(401, 'unauthorized');
      if (!staffMay(request.staff.role, area, access)) throw new HttpError(403, 'staff_forbidden');
    };
    guards.set(hook, { area, access });
    return hook;
  });

  // Staff paths and guarded routes are listed with their guard, so a test can prove that every
  // one of them is guarded as the table says, including routes added after it was written.
  const staffGuards: StaffGuardedRoute[] = [];
  app.decorate('staffGuards', staffGuards);
  app.addHook('onRoute', (route) => {
    const guard = guardOf(route, guards);
    if (!guard && !STAFF_PATH.test(route.url)) return;
    // The request id reaches the audit entries of the change without every service passing it.
    if (guard) route.onRequest = [auditRequestScope, ...[route.onRequest ?? []].flat()];
    if (guard && route.schema) {
      const roles = STAFF_PERMISSIONS[guard.area][guard.access].join(', ');
      route.schema.description = `Staff: ${guard.access} ${guard.area} (${roles || 'nobody'}).`;
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') staffGuards.push({ method, url: route.url, guard });
    }
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
