import {
  apiErrorSchema,
  customerProfileSchema,
  customerSessionSchema,
  emailSchema,
  googleLoginRequestSchema,
  loginOptionsSchema,
  loginRequestSchema,
  logoutRequestSchema,
  messageResponseSchema,
  passwordResetRequestInfoSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updatePasswordRequestSchema,
  updateProfileRequestSchema,
} from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { type KeysOf, translatorOf } from '../../lib/messages.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { customerOf } from '../../plugins/auth.ts';
import { anyExhausted, enforceLimits, hitLimits, type LimitCheck } from '../../plugins/rate-limit.ts';
import { customerMessages } from './messages.ts';
import { clearRefreshCookie, refreshTokenFromCookie, sendSession } from './refresh-cookie.ts';

const MINUTE = 60_000;

/**
 * Per email the limits are tight: they guard one account and one mailbox. Per IP they are
 * looser, because carrier-grade NAT puts many real shoppers behind one address; they stop
 * one client spraying many accounts or mailboxes.
 *
 * Failed sign-ins are counted per email and IP, per email from anywhere (a higher number, so a
 * guesser elsewhere does not reach it before the owner's own typos would) and per IP. Past any of
 * them a sign-in is not refused but must carry a solved captcha (decision 014): nobody can lock
 * an owner out, and every further guess costs its sender seconds of work.
 */
export const ATTEMPT_LIMITS = {
  loginFailuresPerEmailAndIp: { max: 5, windowMs: 15 * MINUTE },
  loginFailuresPerEmail: { max: 10, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { max: 50, windowMs: 15 * MINUTE },
  googleFailuresPerIp: { max: 50, windowMs: 15 * MINUTE },
  mailsPerEmail: { max: 3, windowMs: 60 * MINUTE },
  resetsPerIp: { max: 20, windowMs: 15 * MINUTE },
  refreshesPerIp: { max: 120, windowMs: MINUTE },
  passwordChecksPerCustomer: { max: 5, windowMs: 15 * MINUTE },
} as const;
const guidQuery = z.object({ guid: z.uuid('link_invalid') });
const authErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

const translate = translatorOf(customerMessages);
const message = (request: FastifyRequest, key: KeysOf<typeof customerMessages>) => ({
  message: translate(request.language, key),
});

function isFailedSignIn(error: unknown): boolean {
  return error instanceof HttpError && error.statusCode === 401;
}

export async function customerRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { customers, captcha } = app.services;
  // Account mails sent after their answer are finished before the database closes.
  app.addHook('onClose', () => customers.settled());
  // The refresh-token cookie is `Secure` when the shop is served over https, as the XSRF cookie.
  const secure = app.config.publicUrl.startsWith('https://');

  const loginFailuresByEmailAndIp = app.attemptLimits.counter(
    'sign-in-failures-per-email-and-ip',
    ATTEMPT_LIMITS.loginFailuresPerEmailAndIp,
  );
  const loginFailuresByEmail = app.attemptLimits.counter(
    'sign-in-failures-per-email',
    ATTEMPT_LIMITS.loginFailuresPerEmail,
  );
  const loginFailuresByIp = app.attemptLimits.counter(
    'sign-in-failures-per-ip',
    ATTEMPT_LIMITS.loginFailuresPerIp,
  );
  const googleFailuresByIp = app.attemptLimits.counter(
    'google-sign-in-failures-per-ip',
    ATTEMPT_LIMITS.googleFailuresPerIp,
  );
  const mailByEmail = app.attemptLimits.counter('account-mails-per-email', ATTEMPT_LIMITS.mailsPerEmail);
  const mailByIp = app.attemptLimits.counter('account-mails-per-ip', {
    max: app.config.accountMailsPerIpPerHour,
    windowMs: 60 * MINUTE,
  });
  const resetByIp = app.attemptLimits.counter('password-resets-per-ip', ATTEMPT_LIMITS.resetsPerIp);
  const refreshByIp = app.attemptLimits.counter('refreshes-per-ip', ATTEMPT_LIMITS.refreshesPerIp);
  const passwordChecksByCustomer = app.attemptLimits.counter(
    'password-change-checks',
    ATTEMPT_LIMITS.passwordChecksPerCustomer,
  );

  route.post(
    '/customers/register',
    {
      schema: {
        tags: ['customers'],
        summary:
          'Register; mails a single-use verification link, or the owner of an address that has an account',
        body: registerRequestSchema,
        response: { 200: messageResponseSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const checks: LimitCheck[] = [
        [mailByIp, `ip:${request.ip}`],
        [mailByEmail, `register:${request.body.eml}`],
      ];
      await enforceLimits(reply, checks);
      await hitLimits(checks);
      await customers.register(request.body, request.language);
      return message(request, 'registration_mail_sent');
    },
  );

  route.get(
    '/customers/verifyregistration',
    {
      schema: {
        tags: ['customers'],
        summary: 'Verify the email with the mailed guid (single use, 48 hours)',
        querystring: guidQuery,
        response: { 200: messageResponseSchema, ...apiErrorResponses, 422: apiErrorSchema },
      },
    },
    async (request) => {
      await customers.verifyRegistration(request.query.guid);
      return message(request, 'account_verified');
    },
  );

  route.post(
    '/customers/login',
    {
      schema: {
        tags: ['customers'],
        summary:
          'Sign in with email and password; past the attempt limits with a solved captcha (`cap`) only',
        body: loginRequestSchema,
        response: { 200: customerSessionSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const pair = `${request.ip} ${request.body.eml}`;
      const checks: LimitCheck[] = [
        [loginFailuresByEmailAndIp, pair],
        [loginFailuresByEmail, request.body.eml],
        [loginFailuresByIp, `ip:${request.ip}`],
      ];
      // Past a limit the password is still checked, but only after a solved, unused captcha.
      if (await anyExhausted(checks)) await captcha.requireSolved(request.body.cap);
      // A verification mail on sign-in counts against the same limits as the one registration sent.
      const mailChecks: LimitCheck[] = [
        [mailByIp, `ip:${request.ip}`],
        [mailByEmail, `register:${request.body.eml}`],
      ];
      const mayMailVerification = async () => {
        if (await anyExhausted(mailChecks)) return false;
        await hitLimits(mailChecks);
        return true;
      };
      try {
        const session = await customers.login(
          request.body.eml,
          request.body.pwd,
          request.language,
          mayMailVerification,
        );
        // Only this client's count: the owner signing in gives a guesser elsewhere no new tries.
        await loginFailuresByEmailAndIp.reset(pair);
        return sendSession(request, reply, session, { secure });
      } catch (error) {
        if (isFailedSignIn(error)) await hitLimits(checks);
        throw error;
      }
    },
  );

  route.post(
    '/customers/googlelogin',
    {
      schema: {
        tags: ['customers'],
        summary: 'Sign in with a Google ID token; creates the account on first use',
        body: googleLoginRequestSchema,
        response: { 200: customerSessionSchema, ...authErrors, 409: apiErrorSchema, 502: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // A count of its own: a refused Google token is no password guess, nor do password failures block it.
      const checks: LimitCheck[] = [[googleFailuresByIp, `ip:${request.ip}`]];
      await enforceLimits(reply, checks);
      try {
        const session = await customers.googleLogin(request.body.idt, request.language);
        return sendSession(request, reply, session, { secure });
      } catch (error) {
        if (isFailedSignIn(error)) await hitLimits(checks);
        throw error;
      }
    },
  );

  route.get(
    '/customers/loginoptions',
    {
      schema: {
        tags: ['customers'],
        summary: 'Which sign-in methods are configured',
        response: { 200: loginOptionsSchema },
      },
    },
    async () => ({ gcid: customers.googleClientId }),
  );

  route.post(
    '/customers/logout',
    {
      onRequest: app.identifyCustomer,
      schema: {
        tags: ['customers'],
        summary:
          'Sign out: revokes the session of the bearer token and of the refresh token (body or cookie); clears the cookie',
        // The body is optional (a client whose access token expired still signs out with its refresh
        // token, in the body or the cookie); an empty JSON body arrives as null.
        body: z.nullish(logoutRequestSchema),
        response: { 200: messageResponseSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      await customers.logout(request.customer, [request.body?.rt, refreshTokenFromCookie(request)]);
      clearRefreshCookie(reply, secure);
      return message(request, 'logged_out');
    },
  );

  route.post(
    '/account/refreshtoken',
    {
      schema: {
        tags: ['customers'],
        summary:
          'Rotate the refresh token (body `rt`, else the cookie); a replayed one revokes its whole session',
        // `rt` may be left out when the browser's cookie carries it (decision 013).
        body: z.object({
          ...refreshTokenRequestSchema.shape,
          rt: z.optional(refreshTokenRequestSchema.shape.rt),
        }),
        response: { 200: customerSessionSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const checks: LimitCheck[] = [[refreshByIp, `ip:${request.ip}`]];
      await enforceLimits(reply, checks);
      await hitLimits(checks);
      const fromCookie = request.body.rt ? undefined : refreshTokenFromCookie(request);
      const refreshToken = request.body.rt ?? fromCookie;
      if (!refreshToken) throw new HttpError(401, 'unauthorized');
      try {
        const session = await customers.refresh(request.body.at, refreshToken);
        return sendSession(request, reply, session, { secure, tokenFromCookie: fromCookie !== undefined });
      } catch (error) {
        // A refused cookie is of no more use (reused, revoked, expired or another session's).
        if (fromCookie && error instanceof HttpError && error.statusCode === 401) {
          clearRefreshCookie(reply, secure);
        }
        throw error;
      }
    },
  );

  route.get(
    '/customers/resetpasswordrequest',
    {
      schema: {
        tags: ['customers'],
        summary: 'Mail a password-reset link; the same answer whether or not the email has an account',
        querystring: z.object({ email: emailSchema }),
        response: { 200: messageResponseSchema, ...apiErrorResponses, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const checks: LimitCheck[] = [
        [mailByIp, `ip:${request.ip}`],
        [mailByEmail, `reset:${request.query.email}`],
      ];
      await enforceLimits(reply, checks);
      await hitLimits(checks);
      customers.requestPasswordReset(request.query.email);
      return message(request, 'password_reset_mail_sent');
    },
  );

  route.get(
    '/customers/getcustomerofpasswordresetrequest',
    {
      schema: {
        tags: ['customers'],
        summary: 'Check a reset link before showing the form (does not consume it)',
        querystring: guidQuery,
        response: { 200: passwordResetRequestInfoSchema, ...apiErrorResponses, 422: apiErrorSchema },
      },
    },
    async (request) => customers.passwordResetRequest(request.query.guid),
  );

  route.post(
    '/customers/resetpassword',
    {
      schema: {
        tags: ['customers'],
        summary: 'Set a new password with the mailed guid; ends every session',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...authErrors, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const checks: LimitCheck[] = [[resetByIp, `ip:${request.ip}`]];
      await enforceLimits(reply, checks);
      await hitLimits(checks);
      await customers.resetPassword(request.body.guid, request.body.pwd);
      return message(request, 'password_reset_done');
    },
  );

  route.post(
    '/customers/updatepassword',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['customers'],
        summary: 'Change the password; every other session is ended',
        security: [{ bearer: [] }],
        body: updatePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const customer = customerOf(request);
      const checks: LimitCheck[] = [[passwordChecksByCustomer, `customer:${customer.id}`]];
      await enforceLimits(reply, checks);
      try {
        await customers.updatePassword(customer, request.body.opwd, request.body.pwd);
      } catch (error) {
        if (error instanceof HttpError && error.messageKey === 'invalid_current_password')
          await hitLimits(checks);
        throw error;
      }
      return message(request, 'password_changed');
    },
  );

  route.get(
    '/customers/getprofile',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['customers'],
        summary: 'The signed-in customer profile',
        security: [{ bearer: [] }],
        response: { 200: customerProfileSchema, ...authErrors },
      },
    },
    async (request) => customers.profile(customerOf(request).id),
  );

  route.post(
    '/customers/updateprofile',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['customers'],
        summary: 'Update the profile; every field is required',
        security: [{ bearer: [] }],
        body: updateProfileRequestSchema,
        response: { 200: customerProfileSchema, ...authErrors },
      },
    },
    async (request) => customers.updateProfile(customerOf(request).id, request.body),
  );

  route.get(
    '/customers/impersonatecustomer',
    {
      schema: {
        tags: ['customers', 'staff'],
        summary: "A customer's session from a SalesPerson's impersonation guid (single use, 5 minutes)",
        querystring: guidQuery,
        response: { 200: customerSessionSchema, ...apiErrorResponses, 422: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendSession(request, reply, await customers.impersonate(request.query.guid), { secure }),
  );
}
