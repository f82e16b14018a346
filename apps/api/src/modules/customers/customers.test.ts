import type { CustomerProfile, CustomerSession } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerSessions, customers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { ATTEMPT_LIMITS } from './routes.ts';
import {
  authHeaders,
  guidMailedTo,
  login,
  PASSWORD,
  register,
  signedUpCustomer,
  uniqueEmail,
  uniqueIp,
} from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;

/** Moves the clock the API reads (only `Date`; timers and the database keep running). */
function travel(minutes: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + minutes * MINUTE);
}

async function refresh(session: { at: string; rt: string }) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/el/account/refreshtoken',
    headers: token.headers,
    remoteAddress: uniqueIp(),
    payload: { at: session.at, rt: session.rt },
  });
}

function getProfile(session: { at: string }) {
  return t.app.inject({
    method: 'GET',
    url: '/api/el/customers/getprofile',
    headers: { authorization: `Bearer ${session.at}` },
  });
}

async function customerRow(email: string) {
  const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
  return row;
}

describe('POST /customers/register', () => {
  it('creates an unverified account and mails a verification link in the request language', async () => {
    const email = uniqueEmail();
    const response = await register(t, email);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/εγγραφή/i);
    const row = await customerRow(email);
    expect(row?.emailVerifiedAt).toBeNull();
    expect(row?.language).toBe('el');
    const mail = (await t.services.mail.list()).find((item) => item.recipient === email);
    expect(mail?.subject).toMatch(/^Επιβεβαιώστε τον λογαριασμό σας/);
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/verifyregistration\/[0-9a-f-]{36}/);
    expect(mail?.html).toContain('Γεια σας Μαρία Παπαδοπούλου');

    const english = uniqueEmail();
    expect((await register(t, english, { lang: 'en', fnm: '<b>Ann</b>' })).statusCode).toBe(200);
    const englishMail = (await t.services.mail.list()).find((item) => item.recipient === english);
    expect(englishMail?.subject).toMatch(/^Verify your account/);
    expect(englishMail?.text).toMatch(/localhost:3000\/en\/verifyregistration\//);
    expect(englishMail?.html).toContain('&lt;b&gt;Ann&lt;/b&gt;');

    // Greek greetings call the customer in the vocative.
    const giorgos = uniqueEmail();
    expect((await register(t, giorgos, { fnm: 'Γιώργος' })).statusCode).toBe(200);
    const giorgosMail = (await t.services.mail.list()).find((item) => item.recipient === giorgos);
    expect(giorgosMail?.text.split('\n')[0]).toBe('Γεια σας Γιώργο Παπαδοπούλου,');
  });

  it('stores the password as argon2id with m=19456, t=2, p=1, never in clear', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const row = await customerRow(email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('keeps the referral code given with ?ref=', async () => {
    const email = uniqueEmail();
    const token = await xsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/customers/register',
      headers: token.headers,
      remoteAddress: uniqueIp(),
      payload: { eml: email, pwd: PASSWORD, cpwd: PASSWORD, trm: true, ref: 'FRIEND30' },
    });
    expect(response.statusCode).toBe(200);
    expect((await customerRow(email))?.referredByCode).toBe('FRIEND30');
  });

  it('takes a passphrase of 64 characters and more, and signs in with it', async () => {
    const email = uniqueEmail('passphrase');
    const passphrase = 'πράσινο δέντρο, κόκκινο σπίτι, correct horse battery staple & more!';
    expect([...passphrase].length).toBeGreaterThanOrEqual(64);
    const token = await xsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/customers/register',
      headers: token.headers,
      remoteAddress: uniqueIp(),
      payload: { eml: email, pwd: passphrase, cpwd: passphrase, trm: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.services.customers.settled();
    const guid = await guidMailedTo(t, email, 'verifyregistration');
    await t.app.inject({ method: 'GET', url: `/api/el/customers/verifyregistration?guid=${guid}` });
    expect((await login(t, email, passphrase)).statusCode).toBe(200);
  });

  it.each([
    ['an invalid email', { eml: 'maria@example' }, 'eml', 'invalid_email'],
    ['a missing email', { eml: undefined }, 'eml', 'required_field'],
    ['a 5-character password', { pwd: 'abcde', cpwd: 'abcde' }, 'pwd', 'password_length'],
    ['a 129-character password', { pwd: 'a'.repeat(129), cpwd: 'a'.repeat(129) }, 'pwd', 'password_length'],
    ['terms not accepted', { trm: false }, 'trm', 'terms_required'],
  ])('refuses %s with a field error and creates nothing', async (_name, change, field, code) => {
    const email = uniqueEmail();
    const token = await xsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/en/customers/register',
      headers: token.headers,
      remoteAddress: uniqueIp(),
      payload: { eml: email, pwd: PASSWORD, cpwd: PASSWORD, trm: true, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(code);
    expect(await customerRow(email)).toBeUndefined();
  });

  it('refuses a confirmation that does not match the password', async () => {
    const token = await xsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/customers/register',
      headers: token.headers,
      remoteAddress: uniqueIp(),
      payload: { eml: uniqueEmail(), pwd: PASSWORD, cpwd: `${PASSWORD}x`, trm: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ cpwd: ['passwords_do_not_match'] });
  });

  it('answers an address that has an account, in any letter case, as a new one and mails its owner instead', async () => {
    const email = uniqueEmail();
    const first = await register(t, email, { lang: 'en' });
    expect(first.statusCode).toBe(200);
    const again = await register(t, email.toUpperCase(), { lang: 'en', fnm: 'Someone else' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstName).toBe('Μαρία');
    const mails = (await t.services.mail.list()).filter((row) => row.recipient === email);
    expect(mails.map((row) => row.subject.split(' · ')[0])).toEqual([
      'You already have an account',
      'Verify your account',
    ]);
    const notice = mails[0];
    expect(notice?.text).toContain('tried to register with this email address, which already has an account');
    expect(notice?.text).toMatch(/Sign in: http:\/\/localhost:3000\/en\/login\n/);
    // No link that would let whoever registered into the account.
    expect(notice?.text).not.toMatch(/verifyregistration|resetpassword/);

    const greek = uniqueEmail();
    await signedUpCustomer(t, greek);
    expect((await register(t, greek)).statusCode).toBe(200);
    const greekNotice = (await t.services.mail.list()).find((row) => row.recipient === greek);
    expect(greekNotice?.subject).toMatch(/^Έχετε ήδη λογαριασμό · /);
  });

  it('limits registrations per IP, with a translated 429', async () => {
    const ip = uniqueIp();
    for (let index = 0; index < t.config.accountMailsPerIpPerHour; index += 1) {
      expect((await register(t, uniqueEmail('crowd'), { ip })).statusCode).toBe(200);
    }
    const over = await register(t, uniqueEmail('crowd'), { ip, lang: 'en' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many attempts. Please try again shortly.');
  });

  it('needs the X-XSRF-TOKEN header matching the cookie (403 when missing or wrong)', async () => {
    const token = await xsrf(t.app);
    const payload = { eml: uniqueEmail(), pwd: PASSWORD, cpwd: PASSWORD, trm: true };
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/el/customers/register',
      headers: { cookie: token.cookie },
      payload,
    });
    expect(missing.statusCode).toBe(403);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/el/customers/register',
      headers: { cookie: token.cookie, 'x-xsrf-token': 'forged' },
      payload,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('xsrf_invalid');
    expect(await customerRow(payload.eml)).toBeUndefined();
  });
});

describe('GET /customers/verifyregistration', () => {
  it('verifies once, sends the welcome mail, then refuses the used link', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const guid = await guidMailedTo(t, email, 'verifyregistration');
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/el/customers/verifyregistration?guid=${guid}`,
    });
    expect(first.statusCode).toBe(200);
    expect((await customerRow(email))?.emailVerifiedAt).toBeInstanceOf(Date);
    const welcome = (await t.services.mail.list()).find(
      (row) => row.recipient === email && /Καλώς/.test(row.subject),
    );
    expect(welcome?.text).toContain('http://localhost:3000/profile');

    const second = await t.app.inject({
      method: 'GET',
      url: `/api/en/customers/verifyregistration?guid=${guid}`,
    });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ code: 'link_used', message: 'The link has already been used.' });
  });

  it('refuses an expired link (after 48 hours) and an unknown one', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const guid = await guidMailedTo(t, email, 'verifyregistration');
    travel(48 * 60 + 1);
    const expired = await t.app.inject({
      method: 'GET',
      url: `/api/el/customers/verifyregistration?guid=${guid}`,
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().code).toBe('link_expired');
    expect((await customerRow(email))?.emailVerifiedAt).toBeNull();

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/el/customers/verifyregistration?guid=8d3e2a4c-1f7b-4c1e-9a55-2b7d0c6e9f10',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('link_invalid');
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/el/customers/verifyregistration?guid=nope',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('POST /customers/login', () => {
  it('answers the stored-customer fields, an access token and a refresh token with durations in minutes', async () => {
    const email = uniqueEmail();
    const session = await signedUpCustomer(t, email);
    expect(session).toMatchObject({
      eml: email,
      fnm: 'Μαρία',
      lnm: 'Παπαδοπούλου',
      gd: null,
      atd: 15,
      rtd: 43_200,
    });
    expect(session.id).toBeGreaterThan(0);
    expect(Date.parse(session.rgd)).not.toBeNaN();
    expect(Math.abs(Date.parse(session.lld) - Date.now())).toBeLessThan(MINUTE);
    expect(session.at.split('.')).toHaveLength(3);
    expect(session.rt).toMatch(/^[\w-]{43}$/);
    expect((await customerRow(email))?.lastLoginAt).toBeInstanceOf(Date);
    expect((await getProfile(session)).statusCode).toBe(200);
  });

  it('says "login not authorized" alike for an unknown email and a wrong password', async () => {
    const email = uniqueEmail();
    await signedUpCustomer(t, email);
    const wrong = await login(t, email, 'Wrong-123');
    const unknown = await login(t, uniqueEmail('nobody'));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('login_not_authorized');
  });

  it('refuses an unverified account after a correct password and mails the link again', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const before = (await t.services.mail.list()).filter((row) => row.recipient === email).length;
    const response = await login(t, email);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('account_not_verified');
    const after = (await t.services.mail.list()).filter((row) => row.recipient === email).length;
    expect(after).toBe(before + 1);
  });

  it('asks for a captcha, translated, from the 6th rapid failed attempt for one email from one IP, even with the right password', async () => {
    const email = uniqueEmail();
    const ip = uniqueIp();
    await signedUpCustomer(t, email);
    for (let attempt = 1; attempt <= ATTEMPT_LIMITS.loginFailuresPerEmailAndIp.max; attempt += 1) {
      expect((await login(t, email, `Wrong-${attempt}`, ip)).statusCode).toBe(401);
    }
    const sixth = await login(t, email, 'Wrong-6', ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'captcha_required',
      message: expect.stringMatching(/έλεγχο ασφαλείας/),
      errors: { cap: ['captcha_required'] },
    });
    expect((await login(t, email, PASSWORD, ip)).statusCode).toBe(429);
  });

  it('asks for a captcha after many failed attempts per IP across emails', async () => {
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= ATTEMPT_LIMITS.loginFailuresPerIp.max; attempt += 1) {
      expect((await login(t, uniqueEmail('spray'), 'Wrong-1', ip)).statusCode).toBe(401);
    }
    const over = await login(t, uniqueEmail('spray'), 'Wrong-1', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('captcha_required');
    expect((await login(t, uniqueEmail('spray'), 'Wrong-1')).statusCode).toBe(401);
  });

  it('clears the failure count of an email and IP after a successful sign-in', async () => {
    const email = uniqueEmail();
    const ip = uniqueIp();
    await signedUpCustomer(t, email);
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(t, email, 'Wrong-1', ip);
    expect((await login(t, email, PASSWORD, ip)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(t, email, 'Wrong-1', ip)).statusCode).toBe(401);
    }
  });
});

describe('authenticated calls', () => {
  it('answer 401 without a token, with a forged one, and with an expired one', async () => {
    const session = await signedUpCustomer(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/el/customers/getprofile' })).statusCode).toBe(401);
    const [header, payload] = session.at.split('.');
    expect((await getProfile({ at: `${header}.${payload}.forged-signature` })).statusCode).toBe(401);
    travel(16);
    const expired = await getProfile(session);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('unauthorized');
  });

  it('state-changing calls need the XSRF token even with a valid bearer token', async () => {
    const session = await signedUpCustomer(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/customers/updateprofile',
      headers: { authorization: `Bearer ${session.at}` },
      payload: { fnm: 'Α', lnm: 'Β', mob: '6912345678', gd: 'female', dob: '1990-05-01' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /account/refreshtoken', () => {
  it('after the access token expired, rotates the pair; the new access token works', async () => {
    const session = await signedUpCustomer(t);
    travel(16);
    expect((await getProfile(session)).statusCode).toBe(401);
    const response = await refresh(session);
    expect(response.statusCode).toBe(200);
    const next = response.json<CustomerSession>();
    expect(next.rt).not.toBe(session.rt);
    expect(next.at).not.toBe(session.at);
    expect(next).toMatchObject({ id: session.id, lld: session.lld, rtd: session.rtd, atd: 15 });
    expect((await getProfile(next)).statusCode).toBe(200);
  });

  it('a refresh in the same second as the sign-in still answers a new access token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const session = await signedUpCustomer(t);
    const next = (await refresh(session)).json<CustomerSession>();
    expect(next.at).not.toBe(session.at);
    expect((await getProfile(next)).statusCode).toBe(200);
  });

  it('a replayed refresh token revokes the whole family', async () => {
    const session = await signedUpCustomer(t);
    const rotated = (await refresh(session)).json<CustomerSession>();
    const replay = await refresh(session);
    expect(replay.statusCode).toBe(401);
    // The legitimate holder of the newest pair is signed out too: the family is revoked.
    expect((await refresh(rotated)).statusCode).toBe(401);
    expect((await getProfile(rotated)).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.customerId, session.id));
    expect(row?.revokedReason).toBe('refresh_token_reuse');
  });

  it('two simultaneous uses of one refresh token: one rotation at most, and the session ends', async () => {
    const session = await signedUpCustomer(t);
    const answers = await Promise.all([refresh(session), refresh(session)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[1]).toBe(401);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json<CustomerSession>();
    if (winner) expect((await getProfile(winner)).statusCode).toBe(401);
    expect((await getProfile(session)).statusCode).toBe(401);
  });

  it('stops at the absolute expiry of the session, however often it was rotated', async () => {
    let session = await signedUpCustomer(t);
    travel(20 * 24 * 60);
    const rotated = await refresh(session);
    expect(rotated.statusCode).toBe(200);
    session = rotated.json<CustomerSession>();
    vi.setSystemTime(Date.now() + 11 * 24 * 60 * MINUTE);
    expect((await refresh(session)).statusCode).toBe(401);
  });

  it('refuses a refresh token with the access token of another session, and garbage', async () => {
    const email = uniqueEmail();
    const first = await signedUpCustomer(t, email);
    const second = (await login(t, email)).json<CustomerSession>();
    expect((await refresh({ at: second.at, rt: first.rt })).statusCode).toBe(401);
    expect((await refresh({ at: 'not-a-jwt', rt: first.rt })).statusCode).toBe(401);
    expect((await refresh({ at: first.at, rt: 'unknown' })).statusCode).toBe(401);
    expect((await refresh(first)).statusCode).toBe(200);
  });
});

describe('POST /customers/logout', () => {
  it('revokes the session: its access and refresh tokens stop working, other sessions do not', async () => {
    const email = uniqueEmail();
    const session = await signedUpCustomer(t, email);
    const other = (await login(t, email)).json<CustomerSession>();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/customers/logout',
      headers: await authHeaders(t, session),
      payload: { rt: session.rt },
    });
    expect(response.statusCode).toBe(200);
    expect((await getProfile(session)).statusCode).toBe(401);
    expect((await refresh(session)).statusCode).toBe(401);
    expect((await getProfile(other)).statusCode).toBe(200);
  });

  it('signs out with only the refresh token when the access token has expired', async () => {
    const session = await signedUpCustomer(t);
    travel(16);
    const token = await xsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/customers/logout',
      headers: { ...token.headers, authorization: `Bearer ${session.at}` },
      payload: { rt: session.rt },
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(session)).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  async function requestReset(email: string, lang = 'el') {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/${lang}/customers/resetpasswordrequest?email=${encodeURIComponent(email)}`,
      remoteAddress: uniqueIp(),
    });
    // The link is mailed after the answer.
    await t.services.customers.settled();
    return response;
  }

  async function resetPassword(guid: string, password: string) {
    const token = await xsrf(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/api/el/customers/resetpassword',
      headers: token.headers,
      remoteAddress: uniqueIp(),
      payload: { guid, pwd: password, cpwd: password },
    });
  }

  it('answers the same whether or not the email has an account, and mails only an account', async () => {
    const email = uniqueEmail();
    await signedUpCustomer(t, email);
    const nobody = uniqueEmail('nobody');
    const known = await requestReset(email);
    const unknown = await requestReset(nobody);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mails = await t.services.mail.list();
    expect(mails.some((row) => row.recipient === nobody)).toBe(false);
    expect(
      mails.find((row) => row.recipient === email && row.text.includes('/resetpassword/'))?.subject,
    ).toMatch(/^Ορισμός νέου κωδικού/);
  });

  it('shows whose link it is, resets once, ends every session and accepts the new password', async () => {
    const email = uniqueEmail();
    const session = await signedUpCustomer(t, email);
    await requestReset(email);
    const guid = await guidMailedTo(t, email, 'resetpassword');
    const info = await t.app.inject({
      method: 'GET',
      url: `/api/el/customers/getcustomerofpasswordresetrequest?guid=${guid}`,
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().eml).toMatch(/^c\*\*\*\d@example\.gr$/);

    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/el/customers/resetpassword',
      headers: (await xsrf(t.app)).headers,
      payload: { guid, pwd: 'New-pass-1', cpwd: 'New-pass-2' },
    });
    expect(mismatch.statusCode).toBe(400);

    expect((await resetPassword(guid, 'New-pass-1')).statusCode).toBe(200);
    expect((await getProfile(session)).statusCode).toBe(401);
    expect((await login(t, email)).statusCode).toBe(401);
    expect((await login(t, email, 'New-pass-1')).statusCode).toBe(200);
    const mails = await t.services.mail.list();
    expect(mails.some((row) => row.recipient === email && /^Ο κωδικός σας άλλαξε/.test(row.subject))).toBe(
      true,
    );

    const reused = await resetPassword(guid, 'Other-pass-1');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('link_used');
    const infoAfter = await t.app.inject({
      method: 'GET',
      url: `/api/el/customers/getcustomerofpasswordresetrequest?guid=${guid}`,
    });
    expect(infoAfter.json().code).toBe('link_used');
  });

  it('refuses a reset link after 60 minutes', async () => {
    const email = uniqueEmail();
    await signedUpCustomer(t, email);
    await requestReset(email);
    const guid = await guidMailedTo(t, email, 'resetpassword');
    travel(61);
    const response = await resetPassword(guid, 'New-pass-1');
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('link_expired');
    vi.useRealTimers();
    expect((await login(t, email)).statusCode).toBe(200);
  });

  it('limits reset mails per email (3 an hour) with a translated 429', async () => {
    const email = uniqueEmail();
    await signedUpCustomer(t, email);
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await requestReset(email)).statusCode).toBe(200);
    const fourth = await requestReset(email, 'en');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('Too many attempts. Please try again shortly.');
  });
});

describe('POST /customers/updatepassword', () => {
  async function updatePassword(session: CustomerSession, body: Record<string, string>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/el/customers/updatepassword',
      headers: await authHeaders(t, session),
      payload: body,
    });
  }

  it('checks the current password, the new length and the repeat', async () => {
    const session = await signedUpCustomer(t);
    const wrong = await updatePassword(session, { opwd: 'Wrong-123', pwd: 'New-pass-1', cpwd: 'New-pass-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'invalid_current_password',
      errors: { opwd: ['invalid_current_password'] },
    });
    const short = await updatePassword(session, { opwd: PASSWORD, pwd: 'abc', cpwd: 'abc' });
    expect(short.json().errors.pwd).toEqual(['password_length']);
    const mismatch = await updatePassword(session, { opwd: PASSWORD, pwd: 'New-pass-1', cpwd: 'New-pass-2' });
    expect(mismatch.json().errors.cpwd).toEqual(['passwords_do_not_match']);
  });

  it('changes the password and ends every other session, keeping this one', async () => {
    const email = uniqueEmail();
    const session = await signedUpCustomer(t, email);
    const other = (await login(t, email)).json<CustomerSession>();
    const response = await updatePassword(session, { opwd: PASSWORD, pwd: 'New-pass-1', cpwd: 'New-pass-1' });
    expect(response.statusCode).toBe(200);
    expect((await getProfile(session)).statusCode).toBe(200);
    expect((await getProfile(other)).statusCode).toBe(401);
    expect((await refresh(other)).statusCode).toBe(401);
    expect((await login(t, email, 'New-pass-1')).statusCode).toBe(200);
    const notice = (await t.services.mail.list()).find(
      (row) => row.recipient === email && row.subject.startsWith('Ο κωδικός σας άλλαξε'),
    );
    expect(notice?.text).toContain('http://localhost:3000/forgot-password');
  });
});

describe('profile', () => {
  const profile = { fnm: 'Ελένη', lnm: 'Νικολάου', mob: '+30 691 234 5678', gd: 'female', dob: '1988-02-29' };

  async function updateProfile(session: CustomerSession, body: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/el/customers/updateprofile',
      headers: await authHeaders(t, session),
      payload: body,
    });
  }

  it('reads and updates the signed-in customer profile (id, dob, gd and the profile fields)', async () => {
    const session = await signedUpCustomer(t);
    const before = (await getProfile(session)).json<CustomerProfile>();
    expect(before).toEqual({
      id: session.id,
      eml: session.eml,
      fnm: 'Μαρία',
      lnm: 'Παπαδοπούλου',
      mob: null,
      gd: null,
      dob: null,
    });
    const updated = await updateProfile(session, profile);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: session.id, eml: session.eml, ...profile });
    expect((await getProfile(session)).json()).toEqual(updated.json());
  });

  it('saves a profile without gender and birth date, left empty or out, and clears them', async () => {
    const session = await signedUpCustomer(t);
    const { gd: _gender, dob: _birthDate, ...required } = profile;
    const without = await updateProfile(session, required);
    expect(without.statusCode, without.body).toBe(200);
    expect(without.json()).toMatchObject({ ...required, gd: null, dob: null });
    expect((await updateProfile(session, profile)).json()).toMatchObject({ gd: 'female', dob: '1988-02-29' });
    const cleared = await updateProfile(session, { ...required, gd: '', dob: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await getProfile(session)).json()).toMatchObject({ gd: null, dob: null });
  });

  it.each([
    ['fnm', { fnm: '  ' }, 'required_field'],
    ['lnm', { lnm: undefined }, 'required_field'],
    ['mob', { mob: '12345' }, 'invalid_mobile'],
    ['gd', { gd: 'unknown' }, 'required_field'],
    ['dob', { dob: '2999-01-01' }, 'invalid_date'],
    ['dob', { dob: '1990-02-30' }, 'invalid_date'],
  ])('requires a valid %s', async (field, change, code) => {
    const session = await signedUpCustomer(t);
    const response = await updateProfile(session, { ...profile, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([code]);
    expect((await getProfile(session)).json().fnm).toBe('Μαρία');
  });

  it("one customer's update never reaches another's profile", async () => {
    const a = await signedUpCustomer(t);
    const b = await signedUpCustomer(t);
    await updateProfile(b, { ...profile, fnm: 'Βασίλης' });
    expect((await getProfile(a)).json()).toMatchObject({ id: a.id, fnm: 'Μαρία', gd: null });
    expect((await getProfile(b)).json()).toMatchObject({ id: b.id, fnm: 'Βασίλης' });
  });
});
