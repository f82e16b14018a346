import {
  apiErrorSchema,
  callbackRequestSchema,
  contactAnswerSchema,
  contactInfoSchema,
  contactMessageRequestSchema,
} from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { translatorOf } from '../../lib/messages.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { enforceLimits, hitLimits, type LimitCheck } from '../../plugins/rate-limit.ts';
import { contactMessages } from './messages.ts';

/**
 * Messages and call-me-back requests one IP address may send, together: a shopper sends one or
 * two, and each also costs a solved captcha. Past it the answer is 429 until the hour is over.
 */
export const CONTACT_REQUESTS_PER_IP = { max: 10, windowMs: 60 * 60_000 } as const;

const translate = translatorOf(contactMessages);
const tags = ['contact'];
const errors = { ...apiErrorResponses, 429: apiErrorSchema };

export async function contactRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { contact } = app.services;
  const requestsByIp = app.attemptLimits.counter('contact-requests-per-ip', CONTACT_REQUESTS_PER_IP);

  /** Counts every well-formed request of an address, refused past the limit. */
  const limit = async (request: FastifyRequest, reply: FastifyReply) => {
    const checks: LimitCheck[] = [[requestsByIp, `ip:${request.ip}`]];
    await enforceLimits(reply, checks);
    await hitLimits(checks);
  };

  route.get(
    '/contact/getinfo',
    {
      schema: {
        tags,
        summary: "The shop's contact email and call centre phone",
        response: { 200: contactInfoSchema, ...apiErrorResponses },
      },
    },
    async () => contact.info(),
  );

  route.post(
    '/contact/message',
    {
      schema: {
        tags,
        summary:
          'A message to the shop, with a solved captcha (`cap`, from GET captcha/challenge): stored, mailed to the shop and acknowledged to the sender',
        body: contactMessageRequestSchema,
        response: { 200: contactAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      await limit(request, reply);
      await contact.sendMessage(request.body, { language: request.language, ip: request.ip });
      return { message: translate(request.language, 'contact_message_received') };
    },
  );

  route.post(
    '/contact/callmeback',
    {
      schema: {
        tags,
        summary:
          'Ask to be called at a time within the call centre hours (Monday-Friday 09:00-17:00, Greek time), with a solved captcha',
        body: callbackRequestSchema,
        response: { 200: contactAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      await limit(request, reply);
      await contact.requestCallback(request.body, { language: request.language, ip: request.ip });
      return { message: translate(request.language, 'callback_requested') };
    },
  );
}
