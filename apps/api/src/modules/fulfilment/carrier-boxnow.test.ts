import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ParcelRequest } from './carrier-adapter.ts';
import { BoxNowAdapter } from './carrier-boxnow.ts';
import { boxNowSignature } from './tracking-routes.ts';

const recorded = (name: string) => readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');

/** BoxNow answering from recorded responses by path, keeping what the shop sent. */
function boxNowAnswering(answers: Record<string, { status: number; body: string | Uint8Array }>) {
  const sent: { url: string; headers: Record<string, string>; body: Record<string, unknown> | undefined }[] =
    [];
  const adapter = new BoxNowAdapter(
    {
      clientId: 'client',
      clientSecret: 'secret',
      originLocationId: '2',
      sender: { name: 'Φαρμακείο', email: 'shop@example.gr', phone: '2231012345' },
    },
    {
      baseUrl: 'https://boxnow.test',
      fetch: async (url, init) => {
        sent.push({
          url,
          headers: (init?.headers ?? {}) as Record<string, string>,
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
        });
        const path = new URL(url).pathname;
        const answer = answers[path] ?? { status: 404, body: '{}' };
        return new Response(answer.body, { status: answer.status });
      },
    },
  );
  return { adapter, sent };
}

const token = { status: 200, body: recorded('boxnow-auth-session') };
const parcel: ParcelRequest = {
  orderCode: '2026-000042',
  recipient: {
    name: 'Νίκος Κ.',
    phone: '6941234567',
    email: 'n@example.gr',
    street: '',
    city: '',
    postcode: '',
  },
  lockerId: '4',
  codCents: 2350,
  valueCents: 2350,
  weightGrams: 800,
  pickupDay: '2026-11-27',
};

describe('the BoxNow adapter against recorded partner API responses', () => {
  it('takes a token, then asks for a delivery to the chosen locker with COD and one parcel', async () => {
    const { adapter, sent } = boxNowAnswering({
      '/api/v1/auth-sessions': token,
      '/api/v1/delivery-requests': { status: 200, body: recorded('boxnow-delivery-request') },
    });
    expect(await adapter.createVoucher(parcel)).toEqual({
      ok: true,
      trackingNumber: '9219709201',
      carrierRef: '42224',
    });
    expect(sent[0]?.body).toMatchObject({ grant_type: 'client_credentials', client_id: 'client' });
    const request = sent[1];
    expect(request?.headers.Authorization).toBe('Bearer eyJhbGciOiJSUzI1NiJ9.sandbox.signature');
    expect(request?.body).toMatchObject({
      orderNumber: '2026-000042',
      paymentMode: 'cod',
      amountToBeCollected: '23.50',
      origin: { locationId: '2', contactNumber: '+302231012345' },
      destination: { locationId: '4', contactNumber: '+306941234567' },
    });
    expect(request?.body?.items).toHaveLength(1);
  });

  it('a return (decision 048) goes the other way: from the customer at their locker to the shop, prepaid', async () => {
    const { adapter, sent } = boxNowAnswering({
      '/api/v1/auth-sessions': token,
      '/api/v1/delivery-requests': { status: 200, body: recorded('boxnow-delivery-request') },
    });
    const shop = {
      name: 'Φαρμακείο',
      email: 'shop@example.gr',
      phone: '2231012345',
      street: '',
      city: '',
      postcode: '',
    };
    const answer = await adapter.createVoucher({ ...parcel, codCents: 0, returnTo: shop });
    expect(answer).toMatchObject({ ok: true, trackingNumber: '9219709201' });
    expect(sent[1]?.body).toMatchObject({
      paymentMode: 'prepaid',
      allowReturn: false,
      origin: { locationId: '4', contactName: 'Νίκος Κ.', contactNumber: '+306941234567' },
      destination: { locationId: '2', contactName: 'Φαρμακείο', contactNumber: '+302231012345' },
    });
  });

  it.each([
    ['boxnow-delivery-request-bad-phone', 'phone'],
    ['boxnow-delivery-request-bad-locker', 'locker'],
  ])('reads the refusal %s as a problem with the %s', async (fixture, field) => {
    const { adapter } = boxNowAnswering({
      '/api/v1/auth-sessions': token,
      '/api/v1/delivery-requests': { status: 400, body: recorded(fixture) },
    });
    const answer = await adapter.createVoucher(parcel);
    expect(answer).toMatchObject({ ok: false, problems: [{ field }] });
  });

  it('refuses an order without a locker before calling BoxNow', async () => {
    const { adapter, sent } = boxNowAnswering({});
    expect(await adapter.createVoucher({ ...parcel, lockerId: null })).toMatchObject({ ok: false });
    expect(sent).toHaveLength(0);
  });

  it('fetches the label PDF of a parcel', async () => {
    const { adapter } = boxNowAnswering({
      '/api/v1/auth-sessions': token,
      '/api/v1/parcels/9219709201/label.pdf': {
        status: 200,
        body: new TextEncoder().encode('%PDF-1.7 label'),
      },
    });
    const label = await adapter.label({ trackingNumber: '9219709201', carrierRef: '42224' });
    expect(Buffer.from(label).toString('latin1')).toBe('%PDF-1.7 label');
  });

  it('maps parcel events to kinds, leaving out `new`', async () => {
    const { adapter } = boxNowAnswering({
      '/api/v1/auth-sessions': token,
      '/api/v1/parcels': { status: 200, body: recorded('boxnow-parcels') },
    });
    const events = await adapter.events({ trackingNumber: '9219709201', carrierRef: '42224' });
    expect(events.map((event) => event.kind)).toEqual(['accepted', 'in_locker', 'delivered']);
  });

  it('signs a webhook’s data with HMAC-SHA256, so that a changed event fails the check', () => {
    const hook = JSON.parse(recorded('boxnow-webhook-delivered'));
    const signature = boxNowSignature(hook.data, 'webhook-secret-0123456789');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(boxNowSignature({ ...hook.data, event: 'returned' }, 'webhook-secret-0123456789')).not.toBe(
      signature,
    );
  });
});
