import { describe, expect, it } from 'vitest';
import { fakeFetch, readFixture } from '../../test/fake-fetch.ts';
import { MyDataProtocolError, MyDataRestClient } from './mydata-client.ts';
import { validateMyData } from './test-xsd.ts';

const CREDENTIALS = {
  userId: 'shop-user',
  subscriptionKey: 'subscription-key',
  environment: 'production',
} as const;
const xml = (name: string) => ({ status: 200, body: readFixture(import.meta.url, `fixtures/${name}`) });

describe('the myDATA REST client', () => {
  it('CancelInvoice withdraws a document issued in error by its MARK and answers the cancellation MARK', async () => {
    expect(
      (
        await validateMyData(
          readFixture(import.meta.url, 'fixtures/mydata-cancel-success.xml'),
          'response-v2.0.1.xsd',
        )
      ).errors,
    ).toEqual([]);
    const fake = fakeFetch([xml('mydata-cancel-success.xml')]);
    const result = await new MyDataRestClient(CREDENTIALS, fake.fetch).cancel('400001951234567');
    expect(result).toEqual({
      status: 'success',
      mark: '400001951240001',
      uid: null,
      qrUrl: null,
      cancellationMark: '400001951240001',
    });
    expect(fake.sent[0]).toMatchObject({
      method: 'POST',
      url: 'https://mydatapi.aade.gr/myDATA/CancelInvoice?mark=400001951234567',
      headers: { 'aade-user-id': 'shop-user' },
    });
  });

  it('an answer that is not myDATA’s XML is a protocol error, not a verdict', async () => {
    const fake = fakeFetch([
      { status: 200, body: '<html>maintenance</html>' },
      { status: 401, body: 'Access denied' },
    ]);
    const client = new MyDataRestClient(CREDENTIALS, fake.fetch);
    await expect(client.send('<InvoicesDoc/>')).rejects.toBeInstanceOf(MyDataProtocolError);
    await expect(client.send('<InvoicesDoc/>')).rejects.toBeInstanceOf(MyDataProtocolError);
  });
});
