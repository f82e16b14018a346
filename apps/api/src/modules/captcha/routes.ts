import { apiErrorSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { enforceLimits, hitLimits, type LimitCheck } from '../../plugins/rate-limit.ts';

/** Each challenge costs the server one key derivation; a person needs a few, but many may share one address. */
export const CHALLENGES_PER_IP = { max: 60, windowMs: 60_000 } as const;

const challengeSchema = z
  .object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string().optional(),
  })
  .describe('An ALTCHA proof-of-work challenge (altcha-lib v2 format)');

export async function captchaRoutes(app: FastifyInstance) {
  const { captcha } = app.services;
  const challengesByIp = app.attemptLimits.counter('captcha-challenges-per-ip', CHALLENGES_PER_IP);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/captcha/challenge',
    {
      schema: {
        tags: ['captcha'],
        summary:
          'A proof-of-work challenge, for a sign-in that answered captcha_required and for the contact forms',
        response: { 200: challengeSchema, ...apiErrorResponses, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const checks: LimitCheck[] = [[challengesByIp, `ip:${request.ip}`]];
      await enforceLimits(reply, checks);
      await hitLimits(checks);
      return captcha.challenge();
    },
  );
}
