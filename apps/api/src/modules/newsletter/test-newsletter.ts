import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.ts';
import { type TestApp, xsrf } from '../../test/index.ts';
import { uniqueIp } from '../customers/test-fixtures.ts';

/** Posts a footer sign-up with a fresh XSRF token, from a client address of its own unless given. */
export async function subscribe(
  t: TestApp,
  payload: Record<string, unknown>,
  options: { lang?: string; ip?: string } = {},
) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: `/api/${options.lang ?? 'el'}/newslettersubscriptions/subscribe`,
    headers: token.headers,
    remoteAddress: options.ip ?? uniqueIp(),
    payload,
  });
}

/** The outbox rows mailed to `to`, oldest first. */
export async function newsletterMailsTo(t: TestApp, to: string) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(mailOutbox.id);
}

/** The guid of the newest confirmation link mailed to `to`. */
export async function mailedGuid(t: TestApp, to: string): Promise<string> {
  const mails = await newsletterMailsTo(t, to);
  const guid = mails.at(-1)?.text.match(/\/newsletter-subscription-verification\/([0-9a-f-]{36})/)?.[1];
  if (!guid) throw new Error(`no newsletter confirmation mailed to ${to}`);
  return guid;
}

/** The List-Unsubscribe address of the newest mail to `to`, from its stored MIME headers. */
export async function listUnsubscribeUrl(t: TestApp, to: string): Promise<URL> {
  const raw = (await newsletterMailsTo(t, to)).at(-1)?.raw ?? '';
  const header = raw.replace(/\r?\n[ \t]+/g, ' ').match(/^List-Unsubscribe: <([^>]+)>$/m)?.[1];
  if (!header) throw new Error(`no List-Unsubscribe header in the mail to ${to}`);
  return new URL(header);
}

export const verify = (t: TestApp, guid: string, lang = 'el') =>
  t.app.inject({
    method: 'GET',
    url: `/api/${lang}/newslettersubscriptions/verifysubscription?guid=${guid}`,
  });
