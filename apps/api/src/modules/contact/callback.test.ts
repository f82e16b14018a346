import {
  ContactFieldError,
  CustomerFieldError,
  parseLocalDateTime,
  shopLocalToInstant,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackRequests } from '../../db/schema/contact.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { formatCallTime } from './mail-templates.ts';
import {
  callTime,
  mailsTo,
  post,
  solvedCaptcha,
  storedCounts,
  uniqueEmail,
  weekendTime,
} from './test-fixtures.ts';

/** Without `SHOP_CONTACT_EMAIL` the forms go to the address of `MAIL_FROM`. */
const SHOP_EMAIL = 'shop@localhost';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = (overrides: Record<string, unknown> = {}) => ({
  nm: 'Γιώργος Νικολάου',
  tel: '+30 231 012 3456',
  pdt: callTime(2, '11:30'),
  trm: true,
  ...overrides,
});

const instantOf = (pdt: string) => {
  const local = parseLocalDateTime(pdt);
  if (!local) throw new Error(`not a time: ${pdt}`);
  return shopLocalToInstant(local);
};

describe('GET /contact/getinfo', () => {
  it("defaults to the address of MAIL_FROM and the demo call centre's phone", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/el/contact/getinfo' });
    expect(response.json()).toEqual({ eml: SHOP_EMAIL, tel: '+30 22310 12345' });
  });
});

describe('POST /contact/callmeback', () => {
  it('stores the request at its instant, mails the shop and acknowledges it in the page language', async () => {
    const email = uniqueEmail('callback');
    const body = request({ eml: email, msg: 'Για μια συνταγή' });
    const response = await post(t, 'callmeback', { ...body, cap: await solvedCaptcha(t) }, { lang: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Thank you. We will call you at the time you chose.' });

    const [row] = await t.database.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.email, email));
    expect(row).toMatchObject({ name: body.nm, phone: body.tel, note: 'Για μια συνταγή', language: 'en' });
    expect(row?.preferredAt.toISOString()).toBe(instantOf(body.pdt).toISOString());

    const shopCopy = (await mailsTo(t, SHOP_EMAIL)).find((mail) => mail.text.includes(email));
    const greekTime = formatCallTime(instantOf(body.pdt), 'el');
    expect(shopCopy?.subject).toBe(`Αίτημα επανάκλησης: ${body.nm}, ${greekTime} · Φαρμακείο Υγεία`);
    expect(shopCopy?.text).toContain(`Προτιμώμενη ώρα: ${greekTime}`);
    expect(shopCopy?.text).toContain(`Τηλέφωνο: ${body.tel}`);
    expect(shopCopy?.raw.split('\n\n')[0]).toMatch(/^Reply-To: callback\./m);

    const [acknowledgement] = await mailsTo(t, email);
    expect(acknowledgement?.subject).toBe('We received your call-back request · Ygeia Pharmacy');
    expect(acknowledgement?.text).toContain(
      `we will call you on ${formatCallTime(instantOf(body.pdt), 'en')}`,
    );
    expect(acknowledgement?.text).toContain('(Greek time)');
    expect(acknowledgement?.text).not.toContain('συνταγή');
  });

  it('without an email mails the shop only, with nobody to reply to', async () => {
    const body = request({ nm: 'Χωρίς Email', eml: '' });
    const before = await storedCounts(t);
    const response = await post(t, 'callmeback', { ...body, cap: await solvedCaptcha(t) });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Ευχαριστούμε. Θα σας καλέσουμε την ώρα που επιλέξατε.');
    const after = await storedCounts(t);
    expect(after).toEqual({ ...before, callbacks: before.callbacks + 1, mails: before.mails + 1 });
    const shopCopy = (await mailsTo(t, SHOP_EMAIL)).find((mail) => mail.text.includes('Χωρίς Email'));
    expect(shopCopy?.raw.split('\n\n')[0]).not.toMatch(/^Reply-To:/m);
  });

  it('refuses a time outside the call centre hours, in the past or too far ahead, with its code on pdt', async () => {
    const before = await storedCounts(t);
    const cases: [string, string][] = [
      [callTime(2, '08:59'), ContactFieldError.outsideCallCentreHours],
      [callTime(2, '17:00'), ContactFieldError.outsideCallCentreHours],
      [callTime(2, '21:15'), ContactFieldError.outsideCallCentreHours],
      [weekendTime('11:00'), ContactFieldError.outsideCallCentreHours],
      [callTime(-2, '10:00'), ContactFieldError.callbackInPast],
      [callTime(90, '10:00'), ContactFieldError.callbackTooFar],
      ['2026-02-30T10:00', CustomerFieldError.invalidDate],
      ['tomorrow at ten', CustomerFieldError.invalidDate],
      ['', CustomerFieldError.required],
    ];
    for (const [pdt, code] of cases) {
      for (const lang of ['el', 'en'] as const) {
        const response = await post(
          t,
          'callmeback',
          { ...request({ pdt }), cap: await solvedCaptcha(t) },
          { lang },
        );
        expect(response.statusCode, `${pdt} ${lang}`).toBe(400);
        expect(response.json().errors, pdt).toEqual({ pdt: [code] });
        expect(response.json().message).toBe(
          lang === 'el' ? 'Τα στοιχεία που στείλατε δεν είναι έγκυρα.' : 'The data you sent is not valid.',
        );
      }
    }
    expect(await storedCounts(t)).toEqual(before);
  });

  it('answers 400 with field errors for missing fields and a bad phone, storing nothing', async () => {
    const before = await storedCounts(t);
    const empty = await post(t, 'callmeback', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      nm: [CustomerFieldError.required],
      tel: [CustomerFieldError.required],
      pdt: [CustomerFieldError.required],
      trm: [CustomerFieldError.termsRequired],
      cap: [ContactFieldError.captchaMissing],
    });
    const badPhone = await post(t, 'callmeback', { ...request({ tel: '0000', eml: 'x@' }), cap: 'x' });
    expect(badPhone.json().errors).toEqual({
      tel: [CustomerFieldError.invalidMobile],
      eml: [CustomerFieldError.invalidEmail],
    });
    const noCaptcha = await post(t, 'callmeback', request());
    expect(noCaptcha.json().errors).toEqual({ cap: [ContactFieldError.captchaMissing] });
    expect(await storedCounts(t)).toEqual(before);
  });

  it('refuses an invalid or replayed captcha', async () => {
    const cap = await solvedCaptcha(t);
    expect((await post(t, 'callmeback', { ...request(), cap })).statusCode).toBe(200);
    const before = await storedCounts(t);
    for (const payload of [cap, 'bm90IGEgY2FwdGNoYQ==']) {
      const response = await post(t, 'callmeback', { ...request(), cap: payload }, { lang: 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'captcha_invalid',
        errors: { cap: ['captcha_invalid'] },
      });
    }
    expect(await storedCounts(t)).toEqual(before);
  });
});
