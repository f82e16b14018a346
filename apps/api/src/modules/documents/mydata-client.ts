/**
 * AADE's myDATA REST API for an issuer's own software (ERP): `SendInvoices`, `CancelInvoice` and
 * `RequestTransmittedDocs`, XML bodies, headers `aade-user-id` and `Ocp-Apim-Subscription-Key`.
 * Tested against recorded responses shaped as AADE documents them (`fixtures/mydata-*.xml`); never
 * run against AADE's test environment, which needs the shop's own credentials.
 */
import { type FetchFunction, OutboundUnavailableError, sendOutbound } from '../../lib/outbound-http.ts';
import { childElements, childText, findElement, parseXml, type XmlElement } from '../tax-registry/index.ts';

export const MYDATA_BASE_URLS = {
  test: 'https://mydataapidev.aade.gr',
  production: 'https://mydatapi.aade.gr/myDATA',
} as const;

/** Longest a call may take before it counts as a timeout (the document may have reached AADE). */
const DEFAULT_TIMEOUT_MS = 30_000;

export interface MyDataCredentials {
  userId: string;
  subscriptionKey: string;
  environment: keyof typeof MYDATA_BASE_URLS;
}

/** What myDATA answered about one document. */
export type MyDataResult =
  | {
      status: 'success';
      mark: string;
      uid: string | null;
      qrUrl: string | null;
      cancellationMark: string | null;
    }
  | { status: 'validation_error'; errors: MyDataError[] }
  | { status: 'technical_error'; errors: MyDataError[] };

export interface MyDataError {
  code: string;
  message: string;
}

/** A document myDATA holds for the issuer, as `RequestTransmittedDocs` lists it. */
export interface TransmittedDocument {
  mark: string;
  uid: string | null;
  qrUrl: string | null;
  series: string;
  aa: string;
  invoiceType: string;
}

/** The calls the shop makes to myDATA; one REST implementation, recorded answers in tests. */
export interface MyDataApi {
  /** `SendInvoices` with one document; a timeout or network failure throws `OutboundUnavailableError`. */
  send(invoicesDocXml: string): Promise<MyDataResult>;
  /** `CancelInvoice`: withdraws a document issued in error (not a cancelled sale: that gets a credit note). */
  cancel(mark: string): Promise<MyDataResult>;
  /** `RequestTransmittedDocs`: the issuer's documents with a MARK above `afterMark`, every page. */
  transmitted(afterMark: string): Promise<TransmittedDocument[]>;
}

/** A answer myDATA's documentation does not describe (an HTML error page, a 5xx without a body). */
export class MyDataProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MyDataProtocolError';
  }
}

/** The most pages of `RequestTransmittedDocs` read for one look-up. */
const MAX_PAGES = 50;

export class MyDataRestClient implements MyDataApi {
  private readonly baseUrl: string;

  constructor(
    private readonly credentials: MyDataCredentials,
    private readonly fetch: FetchFunction,
    private readonly options: { timeoutMs: number } = { timeoutMs: DEFAULT_TIMEOUT_MS },
  ) {
    this.baseUrl = MYDATA_BASE_URLS[credentials.environment];
  }

  private headers(): Record<string, string> {
    return {
      'aade-user-id': this.credentials.userId,
      'Ocp-Apim-Subscription-Key': this.credentials.subscriptionKey,
      'Content-Type': 'application/xml',
    };
  }

  private async call(method: 'GET' | 'POST', path: string, body?: string): Promise<XmlElement> {
    const response = await sendOutbound(
      this.fetch,
      {
        url: `${this.baseUrl}/${path}`,
        method,
        headers: this.headers(),
        ...(body === undefined ? {} : { body }),
      },
      this.options.timeoutMs,
    );
    // The gateway answers 5xx (and 429) while the service is down or busy: nothing was decided.
    if (response.status >= 500 || response.status === 429)
      throw new OutboundUnavailableError('network', {
        cause: new Error(`myDATA answered ${response.status}`),
      });
    try {
      return parseXml(response.text);
    } catch (error) {
      throw new MyDataProtocolError(
        `myDATA answered ${response.status} with no readable XML: ${String(error)}`,
      );
    }
  }

  async send(invoicesDocXml: string): Promise<MyDataResult> {
    return resultOf(await this.call('POST', 'SendInvoices', invoicesDocXml));
  }

  async cancel(mark: string): Promise<MyDataResult> {
    return resultOf(await this.call('POST', `CancelInvoice?${new URLSearchParams({ mark })}`));
  }

  async transmitted(afterMark: string): Promise<TransmittedDocument[]> {
    const found: TransmittedDocument[] = [];
    let page: { nextPartitionKey: string; nextRowKey: string } | null = null;
    for (let count = 0; count < MAX_PAGES; count++) {
      const query = new URLSearchParams({ mark: afterMark, ...(page ?? {}) });
      const root = await this.call('GET', `RequestTransmittedDocs?${query}`);
      found.push(...transmittedOf(root));
      const token = findElement(root, 'continuationToken');
      const nextPartitionKey = childText(token, 'nextPartitionKey');
      const nextRowKey = childText(token, 'nextRowKey');
      if (!nextPartitionKey || !nextRowKey) return found;
      page = { nextPartitionKey, nextRowKey };
    }
    throw new MyDataProtocolError(`RequestTransmittedDocs had more than ${MAX_PAGES} pages`);
  }
}

/** The first `response` of a `ResponseDoc` (the shop sends one document a call). */
export function resultOf(root: XmlElement): MyDataResult {
  const response = root.name === 'response' ? root : childElements(root, 'response')[0];
  if (!response) throw new MyDataProtocolError(`a ${root.name} without a response`);
  const statusCode = childText(response, 'statusCode');
  const errors = childElements(findElement(response, 'errors'), 'error').map((error) => ({
    code: childText(error, 'code') ?? '',
    message: childText(error, 'message') ?? '',
  }));
  switch (statusCode) {
    case 'Success': {
      const mark = childText(response, 'invoiceMark') ?? childText(response, 'cancellationMark');
      if (!mark) throw new MyDataProtocolError('a Success without a MARK');
      return {
        status: 'success',
        mark,
        uid: childText(response, 'invoiceUid'),
        qrUrl: childText(response, 'qrUrl'),
        cancellationMark: childText(response, 'cancellationMark'),
      };
    }
    case 'ValidationError':
    case 'XMLSyntaxError':
      return { status: 'validation_error', errors };
    case 'TechnicalError':
      return { status: 'technical_error', errors };
    default:
      throw new MyDataProtocolError(`an unknown statusCode ${statusCode}`);
  }
}

function transmittedOf(root: XmlElement): TransmittedDocument[] {
  const invoices = childElements(findElement(root, 'invoicesDoc'), 'invoice');
  return invoices.flatMap((invoice) => {
    const mark = childText(invoice, 'mark');
    const header = findElement(invoice, 'invoiceHeader');
    const series = childText(header, 'series');
    const aa = childText(header, 'aa');
    const invoiceType = childText(header, 'invoiceType');
    if (!mark || !series || !aa || !invoiceType) return [];
    return [
      {
        mark,
        uid: childText(invoice, 'uid'),
        qrUrl: childText(invoice, 'qrCodeUrl'),
        series,
        aa,
        invoiceType,
      },
    ];
  });
}
