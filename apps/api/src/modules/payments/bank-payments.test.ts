import { OrderStatus } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alphaDigest } from './providers/alpha.ts';
import { winbankHashKey } from './providers/winbank.ts';
import { providerTestKit } from './test-provider-kit.ts';

let kit: Awaited<ReturnType<typeof providerTestKit>>;
beforeAll(async () => {
  kit = await providerTestKit();
});
afterAll(() => kit.t.close());

describe('Alpha Bank through the routes (Cardlink redirect, published field table)', () => {
  /** What the gateway posts back for a form it was given, signed as the interface describes. */
  function gatewayResult(fields: Record<string, string>, status: string, txId: string) {
    const posted: Record<string, string> = {
      version: '2',
      mid: fields.mid ?? '',
      orderid: fields.orderid ?? '',
      status,
      orderAmount: fields.orderAmount ?? '',
      currency: fields.currency ?? '',
      paymentTotal: fields.orderAmount ?? '',
      message: status === 'CAPTURED' ? 'OK, CAPTURED response code 00' : 'Declined',
      riskScore: '0',
      payMethod: 'visa',
      txId,
      paymentRef: '123456',
    };
    return { ...posted, digest: alphaDigest(Object.values(posted), 'Cardlink1') };
  }
  const postResult = (posted: Record<string, string>) =>
    kit.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/alpha',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(posted).toString(),
    });
  async function bankForm(uid: string) {
    const response = await kit.t.app.inject({
      method: 'GET',
      url: `/api/el/alphacardlink/getrequestbyid?id=${uid}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { action: string; fields: Record<string, string> };
  }

  it('sends the shopper to the request page, serves the signed form, and applies the posted result once', async () => {
    const order = await kit.placeOrder('alpha');
    kit.network([]);
    expect(await kit.start(order)).toEqual({
      paymentUrl: `https://shop.example.gr/payment/alpha_request/${order.uid}`,
    });
    const form = await bankForm(order.uid);
    expect(form.action).toBe('https://alphaecommerce-test.cardlink.gr/vpos/shophandlermpi');
    expect(form.fields).toMatchObject({
      mid: '0020000001',
      orderAmount: '15.00',
      currency: 'EUR',
      billCountry: 'GR',
      billZip: '35100',
      confirmUrl: 'https://shop.example.gr/api/webhooks/alpha',
      cancelUrl: 'https://shop.example.gr/api/webhooks/alpha',
    });

    const captured = gatewayResult(form.fields, 'CAPTURED', `TX${order.id}`);
    for (let post = 0; post < 2; post++) {
      const answer = await postResult(captured);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(`https://shop.example.gr/payment/alpha/success/${order.uid}`);
    }
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Processing);
    expect(await kit.paidChanges(order.id)).toHaveLength(1);
  });

  it('sends a refused card to checkout-failure and refuses a result with a changed amount', async () => {
    const order = await kit.placeOrder('alpha');
    const form = await bankForm(order.uid);
    const refused = await postResult(gatewayResult(form.fields, 'REFUSED', `TXR${order.id}`));
    expect(refused.headers.location).toBe(`https://shop.example.gr/payment/alpha/cancel?uid=${order.uid}`);

    const retried = await bankForm(order.uid);
    const forged = { ...gatewayResult(retried.fields, 'CAPTURED', `TXF${order.id}`), orderAmount: '0.15' };
    // Refused, and the shopper is sent to checkout-failure, where Try Again is offered.
    const answer = await postResult(forged);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`https://shop.example.gr/payment/alpha/cancel?uid=${order.uid}`);
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Pending);
  });
});

describe('Piraeus Bank through the routes (Winbank Paycenter, recorded ticket response)', () => {
  /** The ticket of the recorded ticket-service answer, which keys the bank's hash of its result. */
  const TICKET = '8f2c1e6a0b7d4c3e9a5f1b2d6e8c0a4f';
  const ticketIssued = () => ({
    status: 200,
    body: kit.fixture('winbank-ticket-issued.xml'),
    contentType: 'text/xml; charset=utf-8',
  });
  /** What the bank posts back for a reference, signed as its documentation describes. */
  function bankResult(reference: string, uid: string, approved: boolean, transactionId: string) {
    const posted: Record<string, string> = {
      SupportReferenceID: '512843901',
      ResultCode: '0',
      ResultDescription: 'No error',
      StatusFlag: approved ? 'Success' : 'Failure',
      ResponseCode: approved ? '00' : '12',
      ResponseDescription: approved ? 'APPROVED OR COMPLETED SUCCESSFULLY' : 'INVALID TRANSACTION',
      LanguageCode: 'el-GR',
      MerchantReference: reference,
      TransactionDateTime: '2026-11-29T08:43:05',
      TransactionId: transactionId,
      CardType: '1',
      PackageNo: '27',
      ApprovalCode: approved ? '418072' : '',
      RetrievalRef: approved ? '418072418072' : '',
      AuthStatus: approved ? '01' : '03',
      Parameters: uid,
    };
    const hashed = [
      TICKET,
      '2141384532',
      '14',
      reference,
      posted.ApprovalCode,
      posted.Parameters,
      posted.ResponseCode,
      posted.SupportReferenceID,
      posted.AuthStatus,
      posted.PackageNo,
      posted.StatusFlag,
    ].map((value) => value ?? '');
    return { ...posted, HashKey: winbankHashKey(TICKET, hashed) };
  }
  const postResult = (posted: Record<string, string>) =>
    kit.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/winbank',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(posted).toString(),
    });
  async function bankForm(uid: string) {
    kit.network([ticketIssued()]);
    const response = await kit.t.app.inject({
      method: 'GET',
      url: `/api/el/winbank/getrequestbyid?id=${uid}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { action: string; fields: Record<string, string> };
  }

  it('sends the shopper to the request page, serves the form, and applies the posted result once', async () => {
    const order = await kit.placeOrder('winbank');
    expect(await kit.start(order)).toEqual({
      paymentUrl: `https://shop.example.gr/payment/winbank/${order.uid}`,
    });
    const form = await bankForm(order.uid);
    expect(form.action).toBe('https://paycenter.piraeusbank.gr/redirection/pay.aspx');
    expect(form.fields).toMatchObject({ AcquirerId: '14', PosId: '2141384532', LanguageCode: 'el-GR' });
    expect(JSON.stringify(form)).not.toContain(TICKET);

    const paid = bankResult(form.fields.MerchantReference ?? '', order.uid, true, `WB${order.id}`);
    for (let post = 0; post < 2; post++) {
      const answer = await postResult(paid);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(`https://shop.example.gr/payment/winbank/success/${order.uid}`);
    }
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Processing);
    expect(await kit.paidChanges(order.id)).toHaveLength(1);
  });

  it('sends a declined card to checkout-failure and believes no forged result', async () => {
    const order = await kit.placeOrder('winbank');
    const form = await bankForm(order.uid);
    const declined = await postResult(
      bankResult(form.fields.MerchantReference ?? '', order.uid, false, `WBD${order.id}`),
    );
    expect(declined.headers.location).toBe(`https://shop.example.gr/payment/winbank/cancel?uid=${order.uid}`);

    const retried = await bankForm(order.uid);
    const forged = {
      ...bankResult(retried.fields.MerchantReference ?? '', order.uid, false, `WBF${order.id}`),
      StatusFlag: 'Success',
      ResponseCode: '00',
    };
    const answer = await postResult(forged);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`https://shop.example.gr/payment/winbank/cancel?uid=${order.uid}`);
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Pending);
  });

  it('serves the bank form only for an order paid that way', async () => {
    const order = await kit.placeOrder('winbank');
    const alpha = await kit.t.app.inject({
      method: 'GET',
      url: `/api/el/alphacardlink/getrequestbyid?id=${order.uid}`,
    });
    expect(alpha.statusCode).toBe(404);
  });
});
