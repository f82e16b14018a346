import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AcsAdapter, splitStreet } from './carrier-acs.ts';
import { CarrierUnavailableError, type ParcelRequest } from './carrier-adapter.ts';

const recorded = (name: string) => readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');
const credentials = {
  apiKey: 'key-1',
  companyId: 'company',
  companyPassword: 'company-pass',
  userId: 'user',
  userPassword: 'user-pass',
  billingCode: '2ΑΘ999999',
  senderName: 'Φαρμακείο',
};

/** ACS answering with a recorded response, keeping what the shop sent. */
function acsAnswering(...bodies: string[]) {
  const sent: {
    headers: Record<string, string>;
    body: { ACSAlias: string; ACSInputParameters: Record<string, unknown> };
  }[] = [];
  const adapter = new AcsAdapter(credentials, {
    baseUrl: 'https://acs.test/ACSRestServices/api/ACSAutoRest',
    fetch: async (_url, init) => {
      sent.push({ headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) });
      return new Response(bodies[sent.length - 1] ?? bodies.at(-1), { status: 200 });
    },
  });
  return { adapter, sent };
}

const parcel: ParcelRequest = {
  orderCode: '2026-000042',
  recipient: {
    name: 'Μαρία Π.',
    phone: '+30 694 123 4567',
    email: 'm@example.gr',
    street: 'Θηβών 92',
    city: 'Περιστέρι',
    postcode: '121 34',
  },
  lockerId: null,
  codCents: 4590,
  valueCents: 4590,
  weightGrams: 1240,
  pickupDay: '2026-11-27',
};

describe('the ACS adapter against recorded ACSAutoRest responses', () => {
  it('creates a voucher with the key in the header, the credentials, COD, weight, phone and postcode', async () => {
    const { adapter, sent } = acsAnswering(recorded('acs-create-voucher'));
    expect(await adapter.createVoucher(parcel)).toEqual({
      ok: true,
      trackingNumber: '7204518836',
      carrierRef: null,
    });
    const [call] = sent;
    expect(call?.headers.AcsApiKey).toBe('key-1');
    expect(call?.body.ACSAlias).toBe('ACS_Create_Voucher');
    expect(call?.body.ACSInputParameters).toMatchObject({
      Company_ID: 'company',
      User_Password: 'user-pass',
      Recipient_Address: 'Θηβών',
      Recipient_Address_Number: '92',
      Recipient_Zipcode: '12134',
      Recipient_Cell_Phone: '6941234567',
      Weight: 1.24,
      Cod_Ammount: 45.9,
      Acs_Delivery_Products: 'COD',
      Reference_Key1: '2026-000042',
    });
  });

  it('a return (decision 048) names the customer as the sender and the shop’s return address as the recipient', async () => {
    const { adapter, sent } = acsAnswering(recorded('acs-create-voucher'));
    const shop = {
      name: 'Φαρμακείο',
      phone: '2231012345',
      email: 'shop@example.gr',
      street: 'Αθηνών 5',
      city: 'Λαμία',
      postcode: '35100',
    };
    await adapter.createVoucher({ ...parcel, orderCode: '2026-000042-R7', codCents: 0, returnTo: shop });
    expect(sent[0]?.body.ACSInputParameters).toMatchObject({
      Sender: 'Μαρία Π.',
      Recipient_Name: 'Φαρμακείο',
      Recipient_Address: 'Αθηνών',
      Recipient_Address_Number: '5',
      Recipient_Zipcode: '35100',
      Recipient_Region: 'Λαμία',
      Recipient_Cell_Phone: '2231012345',
      Reference_Key1: '2026-000042-R7',
    });
    expect(sent[0]?.body.ACSInputParameters).not.toHaveProperty('Cod_Ammount');
  });

  it('sends no COD for a paid order and at least ACS’s half kilo', async () => {
    const { adapter, sent } = acsAnswering(recorded('acs-create-voucher'));
    await adapter.createVoucher({ ...parcel, codCents: 0, weightGrams: 120 });
    expect(sent[0]?.body.ACSInputParameters).not.toHaveProperty('Cod_Ammount');
    expect(sent[0]?.body.ACSInputParameters.Weight).toBe(0.5);
  });

  it.each([
    ['acs-create-voucher-bad-zipcode', 'postcode'],
    ['acs-create-voucher-bad-phone', 'phone'],
    ['acs-create-voucher-bad-weight', 'weight'],
  ])('reads the refusal %s as a problem with the %s', async (fixture, field) => {
    const { adapter } = acsAnswering(recorded(fixture));
    const answer = await adapter.createVoucher(parcel);
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.problems[0]?.field).toBe(field);
      expect(answer.problems[0]?.carrierMessage).not.toBe('');
    }
  });

  it('treats a failed execution (wrong credentials) as the carrier unavailable, not as a voucher', async () => {
    const { adapter } = acsAnswering(recorded('acs-execution-error'));
    await expect(adapter.createVoucher(parcel)).rejects.toBeInstanceOf(CarrierUnavailableError);
  });

  it('decodes the label PDF keyed by the voucher number', async () => {
    const pdf = Buffer.from('%PDF-1.4 label').toString('base64');
    const body = JSON.parse(recorded('acs-print-voucher'));
    body.ACSOutputResponce.ACSObjectOutput = [{ '7204518836': pdf }];
    const { adapter, sent } = acsAnswering(JSON.stringify(body));
    const label = await adapter.label({ trackingNumber: '7204518836', carrierRef: null });
    expect(Buffer.from(label).toString('latin1')).toBe('%PDF-1.4 label');
    expect(sent[0]?.body.ACSAlias).toBe('ACS_Print_Voucher_V2');
  });

  it('refuses a label that is not a PDF', async () => {
    const { adapter } = acsAnswering(recorded('acs-print-voucher'));
    await expect(adapter.label({ trackingNumber: '7204518836', carrierRef: null })).rejects.toBeInstanceOf(
      CarrierUnavailableError,
    );
  });

  it('maps the tracking details to event kinds, Athens times to instants', async () => {
    const { adapter, sent } = acsAnswering(recorded('acs-tracking-details'));
    const events = await adapter.events({ trackingNumber: '7204518836', carrierRef: null });
    expect(sent[0]?.body.ACSAlias).toBe('ACS_TrackingDetails');
    expect(events.map((event) => event.kind)).toEqual([
      'accepted',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    // 17:42 in Athens on 26 November (winter, UTC+2).
    expect(events[0]?.at.toISOString()).toBe('2026-11-26T15:42:00.000Z');
    expect(events[3]?.text).toBe('ΠΑΡΑΔΟΣΗ (ΠΑΡΑΛΗΠΤΗΣ)');
    expect(new Set(events.map((event) => event.key)).size).toBe(4);
  });

  it('issues the pickup list of the day', async () => {
    const { adapter, sent } = acsAnswering(recorded('acs-issue-pickup-list'));
    expect(await adapter.closeDay('2026-11-27')).toEqual({ pickupList: '9700126455' });
    expect(sent[0]?.body.ACSInputParameters).toMatchObject({ Pickup_Date: '2026-11-27' });
  });

  it('splits a street from its number', () => {
    expect(splitStreet('Ερμού 12')).toEqual({ street: 'Ερμού', number: '12' });
    expect(splitStreet('Λ. Κηφισίας 12Α')).toEqual({ street: 'Λ. Κηφισίας', number: '12Α' });
    expect(splitStreet('Πλατεία')).toEqual({ street: 'Πλατεία', number: '' });
  });
});
