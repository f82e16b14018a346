/**
 * A local myDATA for tests that run the shop in another process (`crash-safety.test.ts`): an HTTP
 * server answering `SendInvoices` and `RequestTransmittedDocs` as AADE documents them (the shapes
 * of `fixtures/mydata-success.xml`, `mydata-duplicate.xml` and `mydata-transmitted-docs.xml`). It
 * keeps what it received, gives MARKs in increasing order, answers a document it holds already
 * with the duplicate error (228), and lists what it holds above a MARK. A hook may hold an answer
 * back, so that the test kills the shop while a call is under way.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldDocument {
  series: string;
  aa: string;
  invoiceType: string;
  mark: string;
  uid: string;
}

/** Called before an answer is written and after it was (`answered`), with the call's path. */
export type MyDataHook = (call: {
  path: 'SendInvoices' | 'RequestTransmittedDocs';
  stage: 'before_answer' | 'answered';
}) => Promise<void> | void;

const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? '';
const FIRST_MARK = 400_001_960_000_000n;

export class RecordedMyData {
  /** Every `SendInvoices` body received, in order, as (series, number, type). */
  readonly received: { series: string; aa: string; invoiceType: string }[] = [];
  readonly held: HeldDocument[] = [];
  lookups = 0;
  duplicates = 0;
  hook: MyDataHook | undefined;
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.answer(request, response).catch(() => response.destroy());
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://mydata');
    const path = url.pathname.slice(1);
    if (path !== 'SendInvoices' && path !== 'RequestTransmittedDocs') {
      response.writeHead(404).end();
      return;
    }
    const xml =
      path === 'SendInvoices' ? this.send(body) : this.transmitted(url.searchParams.get('mark') ?? '0');
    await this.hook?.({ path, stage: 'before_answer' });
    if (response.destroyed) return;
    response.writeHead(200, { 'content-type': 'application/xml' });
    await new Promise<void>((resolve) => response.end(xml, resolve));
    await this.hook?.({ path, stage: 'answered' });
  }

  /** Records the document; a document held already is a duplicate, as AADE answers it. */
  private send(body: string): string {
    const document = {
      series: tag(body, 'series'),
      aa: tag(body, 'aa'),
      invoiceType: tag(body, 'invoiceType'),
    };
    this.received.push(document);
    const same = this.held.find(
      (held) =>
        held.series === document.series &&
        held.aa === document.aa &&
        held.invoiceType === document.invoiceType,
    );
    if (same) {
      this.duplicates += 1;
      return `<?xml version="1.0" encoding="utf-8"?><ResponseDoc><response><index>1</index><errors><error><message>Invoice with the same uid already exists</message><code>228</code></error></errors><statusCode>ValidationError</statusCode></response></ResponseDoc>`;
    }
    const mark = String(FIRST_MARK + BigInt(this.held.length));
    const uid = mark.padStart(40, 'A');
    this.held.push({ ...document, mark, uid });
    return `<?xml version="1.0" encoding="utf-8"?><ResponseDoc><response><index>1</index><invoiceUid>${uid}</invoiceUid><invoiceMark>${mark}</invoiceMark><qrUrl>https://mydataapidev.aade.gr/TimologioQR/QRInfo?q=${mark}</qrUrl><statusCode>Success</statusCode></response></ResponseDoc>`;
  }

  /** The documents held above `mark`, in one page. */
  private transmitted(mark: string): string {
    this.lookups += 1;
    const invoices = this.held
      .filter((held) => BigInt(held.mark) > BigInt(mark))
      .map(
        (held) =>
          `<invoice><uid>${held.uid}</uid><mark>${held.mark}</mark><invoiceHeader><series>${held.series}</series><aa>${held.aa}</aa><issueDate>2026-01-01</issueDate><invoiceType>${held.invoiceType}</invoiceType></invoiceHeader><qrCodeUrl>https://mydataapidev.aade.gr/TimologioQR/QRInfo?q=${held.mark}</qrCodeUrl></invoice>`,
      );
    return `<?xml version="1.0" encoding="utf-8"?><RequestedDoc xmlns="http://www.aade.gr/myDATA/invoice/v1.0"><invoicesDoc>${invoices.join('')}</invoicesDoc></RequestedDoc>`;
  }
}
