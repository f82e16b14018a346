import { shopLocalTime } from '@shop/contract';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { callbackRequests, contactMessages } from '../../db/schema/contact.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { type TestApp, xsrf } from '../../test/index.ts';

let nextAddress = 0;

/** A distinct client IP per call, so the per-IP limit of one test never reaches into another. */
export function uniqueIp(): string {
  nextAddress += 1;
  return `10.77.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

let nextEmail = 0;
export function uniqueEmail(prefix = 'contact'): string {
  nextEmail += 1;
  return `${prefix}.${nextEmail}.${process.pid}@example.gr`;
}

/** What the storefront's widget puts in `cap`: a challenge of the API and the solution the work found. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/el/captcha/challenge' });
  expect(response.statusCode).toBe(200);
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey: pbkdf2 });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface PostOptions {
  lang?: 'el' | 'en';
  ip?: string;
}

/** A POST to a contact route as the storefront sends it (XSRF token, JSON), from its own IP unless told. */
export async function post(t: TestApp, path: string, payload: unknown, options: PostOptions = {}) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: `/api/${options.lang ?? 'el'}/contact/${path}`,
    headers: token.headers,
    remoteAddress: options.ip ?? uniqueIp(),
    payload: payload as Record<string, unknown>,
  });
}

/** How many messages and call-me-back requests are stored, and how many mails are in the outbox. */
export async function storedCounts(t: TestApp) {
  const { db } = t.database;
  const [[messages], [callbacks], [mails]] = await Promise.all([
    db.select({ n: count() }).from(contactMessages),
    db.select({ n: count() }).from(callbackRequests),
    db.select({ n: count() }).from(mailOutbox),
  ]);
  return { messages: messages?.n ?? 0, callbacks: callbacks?.n ?? 0, mails: mails?.n ?? 0 };
}

/** The mails in the outbox to one address, oldest first. */
export async function mailsTo(t: TestApp, address: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, address))
    .orderBy(mailOutbox.id);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A preferred call time (`YYYY-MM-DDTHH:MM`, Greek time) `days` calendar days from today, moved
 * on to the next weekday, at `time`; a negative `days` looks back to a past weekday.
 */
export function callTime(days: number, time = '10:00'): string {
  const step = days < 0 ? -1 : 1;
  for (let offset = days; ; offset += step) {
    const day = shopLocalTime(new Date(Date.now() + offset * 86_400_000));
    const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return `${day.year}-${pad(day.month)}-${pad(day.day)}T${time}`;
  }
}

/** A day of the weekend ahead (Saturday), at `time`. */
export function weekendTime(time = '10:00'): string {
  for (let offset = 1; ; offset += 1) {
    const day = shopLocalTime(new Date(Date.now() + offset * 86_400_000));
    if (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() === 6) {
      return `${day.year}-${pad(day.month)}-${pad(day.day)}T${time}`;
    }
  }
}
