import { CONTACT_MESSAGE_MAX_LENGTH, ContactFieldError, CustomerFieldError } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/contact.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { CONTACT_REQUESTS_PER_IP } from './routes.ts';
import {
  callTime,
  mailsTo,
  post,
  solvedCaptcha,
  storedCounts,
  uniqueEmail,
  uniqueIp,
} from './test-fixtures.ts';

const SHOP_CONTACT_EMAIL = 'contact@pharmacy.example.gr';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_CONTACT_EMAIL, SHOP_PHONE: '+30 210 1234567' } });
});
afterAll(() => t.close());

const message = (overrides: Record<string, unknown> = {}) => ({
  nm: 'Ελένη Παππά',
  eml: uniqueEmail(),
  tel: '6912345678',
  sbj: 'Ερώτηση για παραγγελία',
  msg: 'Πότε θα παραδοθεί η παραγγελία μου;\nΕυχαριστώ.',
  trm: true,
  ...overrides,
});

const callback = () => ({ nm: 'Νίκος', tel: '2101234567', pdt: callTime(3), trm: true });

describe('GET /contact/getinfo', () => {
  it("answers the shop's contact email and phone from the settings", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/en/contact/getinfo' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ eml: SHOP_CONTACT_EMAIL, tel: '+30 210 1234567' });
  });
});

describe('POST /contact/message', () => {
  it('stores the message, mails it to the shop with replies to the sender, and acknowledges it in English', async () => {
    const body = message({ eml: uniqueEmail('Sender').toUpperCase(), sbj: 'Delivery\r\nBcc: x@example.gr' });
    const sender = body.eml.toLowerCase();
    const ip = uniqueIp();
    const response = await post(t, 'message', { ...body, cap: await solvedCaptcha(t) }, { lang: 'en', ip });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toMatch(/^Thank you\. We received your message/);

    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, sender));
    expect(row).toMatchObject({
      name: body.nm,
      phone: body.tel,
      subject: 'Delivery\r\nBcc: x@example.gr',
      message: body.msg,
      language: 'en',
    });
    // The address is kept only as a keyed hash.
    expect(row?.ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(row?.ipHash).not.toContain(ip);

    const shopCopy = (await mailsTo(t, SHOP_CONTACT_EMAIL)).find((mail) => mail.text.includes(sender));
    expect(shopCopy?.subject).toBe('Μήνυμα επικοινωνίας: Delivery Bcc: x@example.gr · Φαρμακείο Υγεία');
    const headers = shopCopy?.raw.split('\n\n')[0] ?? '';
    expect(headers).toMatch(new RegExp(`^Reply-To: ${sender.replace(/\./g, '\\.')}$`, 'm'));
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(shopCopy?.text).toContain(body.msg);
    expect(shopCopy?.text).toContain('Γλώσσα: Αγγλικά');

    const [acknowledgement, ...more] = await mailsTo(t, sender);
    expect(more).toEqual([]);
    expect(acknowledgement?.subject).toBe('We received your message · Ygeia Pharmacy');
    expect(acknowledgement?.html).toContain('lang="en"');
    // Nothing the sender typed as free text goes back out to the address they gave.
    for (const typed of [body.nm, 'Delivery', body.msg]) expect(acknowledgement?.text).not.toContain(typed);
  });

  it('acknowledges in Greek a message sent from the Greek page, its markup stored as text', async () => {
    const body = message({ nm: '<img src=x onerror=alert(1)>', msg: '<script>alert(1)</script> γεια' });
    const response = await post(t, 'message', { ...body, cap: await solvedCaptcha(t) });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/^Ευχαριστούμε\. Λάβαμε το μήνυμά σας/);
    const [acknowledgement] = await mailsTo(t, body.eml);
    expect(acknowledgement?.subject).toBe('Λάβαμε το μήνυμά σας · Φαρμακείο Υγεία');
    const shopCopy = (await mailsTo(t, SHOP_CONTACT_EMAIL)).find((mail) => mail.text.includes(body.eml));
    expect(shopCopy?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; γεια');
    expect(shopCopy?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(shopCopy?.html).not.toMatch(/<script|<img/);
  });

  it('answers 400 with field errors for bad input and stores and mails nothing', async () => {
    const before = await storedCounts(t);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        {},
        {
          nm: [CustomerFieldError.required],
          eml: [CustomerFieldError.required],
          tel: [CustomerFieldError.required],
          sbj: [CustomerFieldError.required],
          msg: [CustomerFieldError.required],
          trm: [CustomerFieldError.termsRequired],
          cap: [ContactFieldError.captchaMissing],
        },
      ],
      [message({ nm: '   ', cap: 'x' }), { nm: [CustomerFieldError.required] }],
      [message({ eml: 'not-an-email', cap: 'x' }), { eml: [CustomerFieldError.invalidEmail] }],
      [message({ tel: '12345', cap: 'x' }), { tel: [CustomerFieldError.invalidMobile] }],
      [message({ tel: '6912345678 ext 5', cap: 'x' }), { tel: [CustomerFieldError.invalidMobile] }],
      [message({ sbj: 's'.repeat(151), cap: 'x' }), { sbj: [CustomerFieldError.tooLong] }],
      [
        message({ msg: 'm'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1), cap: 'x' }),
        { msg: [CustomerFieldError.tooLong] },
      ],
      [message({ trm: false, cap: 'x' }), { trm: [CustomerFieldError.termsRequired] }],
      [message({ cap: '' }), { cap: [ContactFieldError.captchaMissing] }],
    ];
    for (const [body, errors] of cases) {
      const response = await post(t, 'message', body, { lang: 'en' });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid_input',
        message: 'The data you sent is not valid.',
      });
      expect(response.json().errors).toEqual(errors);
    }
    expect(await storedCounts(t)).toEqual(before);
  });

  it('refuses a missing, made-up or foreign captcha with 400 on cap, storing nothing', async () => {
    const before = await storedCounts(t);
    const decode = (cap: string) => JSON.parse(Buffer.from(cap, 'base64').toString('utf8'));
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const [one, two] = [decode(await solvedCaptcha(t)), decode(await solvedCaptcha(t))];
    const wrongKey = { ...one, solution: { ...one.solution, derivedKey: two.solution.derivedKey } };
    for (const cap of [
      'not base64 at all',
      encode({ challenge: {}, solution: {} }),
      // One challenge with the solution of another.
      encode({ challenge: one.challenge, solution: two.solution }),
      encode(wrongKey),
    ]) {
      const response = await post(t, 'message', message({ cap }), { lang: 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'captcha_invalid',
        errors: { cap: ['captcha_invalid'] },
      });
      expect(response.json().message).toMatch(/security check/);
    }
    expect(await storedCounts(t)).toEqual(before);
  });

  it('takes a solved captcha once: sent again, even with other fields, it is refused until it expires', async () => {
    const cap = await solvedCaptcha(t);
    const first = await post(t, 'message', message({ cap }));
    expect(first.statusCode).toBe(200);
    const before = await storedCounts(t);
    const replay = await post(t, 'message', message({ cap, sbj: 'Άλλο θέμα' }));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors).toEqual({ cap: ['captcha_invalid'] });
    // Nor does it serve the other form.
    const asCallback = await post(t, 'callmeback', { ...callback(), cap });
    expect(asCallback.statusCode).toBe(400);
    expect(asCallback.json().errors).toEqual({ cap: ['captcha_invalid'] });
    expect(await storedCounts(t)).toEqual(before);
  });

  it(`limits an IP address to ${CONTACT_REQUESTS_PER_IP.max} requests an hour, then answers 429`, async () => {
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= CONTACT_REQUESTS_PER_IP.max; attempt += 1) {
      const response = await post(t, 'message', message({ cap: 'x' }), { ip });
      expect(response.statusCode).toBe(400);
    }
    const before = await storedCounts(t);
    const refused = await post(t, 'message', message({ cap: await solvedCaptcha(t) }), { ip, lang: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      message: 'Too many attempts. Please try again shortly.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The call-me-back form counts against the same limit.
    const other = await post(t, 'callmeback', { ...callback(), cap: await solvedCaptcha(t) }, { ip });
    expect(other.statusCode).toBe(429);
    expect(await storedCounts(t)).toEqual(before);
    // Another address is not held back.
    const elsewhere = await post(t, 'message', message({ cap: await solvedCaptcha(t) }));
    expect(elsewhere.statusCode).toBe(200);
  });
});
