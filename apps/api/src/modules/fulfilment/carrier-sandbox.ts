/**
 * The local recorded-response carrier: an HTTP server on the loopback interface that answers as
 * ACS's `ACSAutoRest` and BoxNow's partner API answer, from the recorded responses in `fixtures/`,
 * with a fresh voucher or parcel number each time and the refusals the real carriers give for a
 * bad postcode, phone or weight. It stands in for the carriers in development, tests and e2e
 * (decision 046); production never starts it unless `CARRIER_SANDBOX=true`. Its labels are real
 * PDFs that name the voucher, and `advance` appends a recorded tracking event, as a courier's scan would.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { CarrierEventKind } from '@shop/contract';
import { loadPdfkit } from '../../lib/pdfkit.ts';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

/** The demo credentials the sandbox accepts (and the registry hands its adapters). */
export const SANDBOX_ACS_KEY = 'sandbox-acs-api-key';
export const SANDBOX_BOXNOW_CLIENT = { id: 'sandbox-client', secret: 'sandbox-secret' };

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));

interface BoxNowRequestBody {
  paymentMode?: string;
  amountToBeCollected?: string;
  destination?: { contactNumber?: string; contactName?: string; locationId?: string };
}

interface Parcel {
  carrier: 'acs' | 'boxnow';
  number: string;
  recipient: string;
  cod: string;
  events: { kind: CarrierEventKind; at: Date }[];
}

/** The recorded scan of each kind, as ACS prints it and as BoxNow names it. */
const ACS_ACTIONS: Partial<Record<CarrierEventKind, string>> = {
  accepted: 'ΠΑΡΑΛΑΒΗ ΑΠΟΣΤΟΛΗΣ',
  in_transit: 'ΑΦΙΞΗ ΣΤΟ ΚΕΝΤΡΟ ΔΙΑΛΟΓΗΣ',
  out_for_delivery: 'ΣΕ ΔΙΑΝΟΜΗ',
  attempt_failed: 'ΜΗ ΠΑΡΑΔΟΣΗ - ΑΠΟΥΣΙΑ ΠΑΡΑΛΗΠΤΗ',
  delivered: 'ΠΑΡΑΔΟΣΗ',
  returned: 'ΕΠΙΣΤΡΟΦΗ ΣΤΟΝ ΑΠΟΣΤΟΛΕΑ',
};
const BOXNOW_TYPES: Partial<Record<CarrierEventKind, string>> = {
  accepted: 'in-depot',
  in_locker: 'final-destination',
  attempt_failed: 'expired',
  delivered: 'delivered',
  returned: 'returned',
};

const athensLocal = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Athens',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(at)
    .replace(' ', 'T');

export class CarrierSandbox {
  private server: Server | undefined;
  private listening: Promise<string> | undefined;
  private readonly parcels = new Map<string, Parcel>();
  private serial = 0;

  /** How many vouchers and parcels the sandbox made: the calls that cost the shop a voucher. */
  get made(): number {
    return this.parcels.size;
  }

  /** The sandbox's base address, starting it on first use. */
  url(): Promise<string> {
    this.listening ??= new Promise((resolve, reject) => {
      const server = createServer((request, response) => {
        this.handle(request, response).catch((error: unknown) => {
          response.statusCode = 500;
          response.end(String(error));
        });
      });
      this.server = server;
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve(`http://127.0.0.1:${port}`);
      });
    });
    return this.listening;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.listening = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Records a courier's scan of a parcel; false when the sandbox made no such parcel. */
  advance(number: string, kind: CarrierEventKind, at = new Date()): boolean {
    const parcel = this.parcels.get(number);
    if (!parcel) return false;
    parcel.events.push({ kind, at });
    return true;
  }

  private nextNumber(prefix: string): string {
    this.serial += 1;
    return `${prefix}${String(Date.now() % 1_000_000).padStart(6, '0')}${String(this.serial).padStart(2, '0')}`;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const reply = (status: number, payload: unknown) => {
      response.statusCode = status;
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.end(JSON.stringify(payload));
    };
    if (url.pathname === '/acs/ACSAutoRest') {
      if (request.headers.acsapikey !== SANDBOX_ACS_KEY) return reply(403, { Message: 'Forbidden' });
      return reply(200, await this.acs(body));
    }
    if (url.pathname === '/boxnow/api/v1/auth-sessions') {
      const ok =
        body?.client_id === SANDBOX_BOXNOW_CLIENT.id && body?.client_secret === SANDBOX_BOXNOW_CLIENT.secret;
      return ok ? reply(200, fixture('boxnow-auth-session')) : reply(401, { code: 'P401' });
    }
    if (!String(request.headers.authorization ?? '').startsWith('Bearer '))
      return reply(401, { code: 'P401' });
    if (url.pathname === '/boxnow/api/v1/delivery-requests' && request.method === 'POST')
      return this.boxNowCreate(body, reply);
    const label = /^\/boxnow\/api\/v1\/parcels\/([^/]+)\/label\.pdf$/.exec(url.pathname);
    if (label?.[1]) {
      const parcel = this.parcels.get(decodeURIComponent(label[1]));
      if (!parcel) return reply(404, { code: 'P414' });
      response.setHeader('Content-Type', 'application/pdf');
      response.end(await this.labelPdf(parcel));
      return;
    }
    if (url.pathname === '/boxnow/api/v1/parcels') {
      const parcel = this.parcels.get(url.searchParams.get('id') ?? '');
      const recorded = fixture('boxnow-parcels') as { data: Record<string, unknown>[] };
      const data = parcel
        ? [
            {
              ...recorded.data[0],
              id: parcel.number,
              state: parcel.events.at(-1) ? BOXNOW_TYPES[parcel.events.at(-1)?.kind ?? 'accepted'] : 'new',
              events: parcel.events.map((event) => ({
                type: BOXNOW_TYPES[event.kind] ?? 'in-depot',
                createTime: event.at.toISOString(),
                locationDisplayName: 'Depot Athens',
              })),
            },
          ]
        : [];
      return reply(200, { data });
    }
    reply(404, { code: 'not_found' });
  }

  private async acs(body: { ACSAlias?: string; ACSInputParameters?: Record<string, unknown> }) {
    const input = body?.ACSInputParameters ?? {};
    switch (body?.ACSAlias) {
      case 'ACS_Create_Voucher': {
        if (!/^\d{5}$/.test(String(input.Recipient_Zipcode ?? '')))
          return fixture('acs-create-voucher-bad-zipcode');
        if (!/^(69\d{8}|2\d{9})$/.test(String(input.Recipient_Cell_Phone ?? '')))
          return fixture('acs-create-voucher-bad-phone');
        if (!(Number(input.Weight) > 0 && Number(input.Weight) <= 30))
          return fixture('acs-create-voucher-bad-weight');
        const number = this.nextNumber('72');
        this.parcels.set(number, {
          carrier: 'acs',
          number,
          recipient: `${input.Recipient_Name ?? ''}, ${input.Recipient_Zipcode ?? ''} ${input.Recipient_Region ?? ''}`,
          cod: input.Cod_Ammount ? `${input.Cod_Ammount} €` : '',
          events: [],
        });
        const recorded = fixture('acs-create-voucher') as {
          ACSOutputResponce: { ACSValueOutput: Record<string, unknown>[] };
        };
        recorded.ACSOutputResponce.ACSValueOutput = [
          { ...recorded.ACSOutputResponce.ACSValueOutput[0], Voucher_No: number },
        ];
        return recorded;
      }
      case 'ACS_Print_Voucher_V2': {
        const parcel = this.parcels.get(String(input.Voucher_No ?? ''));
        const recorded = fixture('acs-print-voucher') as {
          ACSOutputResponce: { ACSObjectOutput: unknown[] };
        };
        recorded.ACSOutputResponce.ACSObjectOutput = parcel
          ? [{ [parcel.number]: (await this.labelPdf(parcel)).toString('base64') }]
          : [];
        return recorded;
      }
      case 'ACS_TrackingDetails': {
        const parcel = this.parcels.get(String(input.Voucher_No ?? ''));
        const recorded = fixture('acs-tracking-details') as {
          ACSOutputResponce: { ACSTableOutput: { Table_Data: unknown[] } };
        };
        const [template] = recorded.ACSOutputResponce.ACSTableOutput.Table_Data as Record<string, unknown>[];
        recorded.ACSOutputResponce.ACSTableOutput.Table_Data = (parcel?.events ?? []).map((event) => ({
          ...template,
          checkpoint_date_time: athensLocal(event.at),
          checkpoint_action: ACS_ACTIONS[event.kind] ?? ACS_ACTIONS.in_transit,
          checkpoint_notes: '',
        }));
        return recorded;
      }
      case 'ACS_Issue_Pickup_List': {
        const recorded = fixture('acs-issue-pickup-list') as {
          ACSOutputResponce: { ACSValueOutput: Record<string, unknown>[] };
        };
        recorded.ACSOutputResponce.ACSValueOutput = [
          { ...recorded.ACSOutputResponce.ACSValueOutput[0], PickupList_No: this.nextNumber('97') },
        ];
        return recorded;
      }
      default:
        return fixture('acs-execution-error');
    }
  }

  private boxNowCreate(
    body: BoxNowRequestBody | undefined,
    reply: (status: number, payload: unknown) => void,
  ): void {
    if (!/^\+30\d{10}$/.test(String(body?.destination?.contactNumber ?? ''))) {
      reply(400, fixture('boxnow-delivery-request-bad-phone'));
      return;
    }
    if (!String(body?.destination?.locationId ?? '').trim()) {
      reply(400, fixture('boxnow-delivery-request-bad-locker'));
      return;
    }
    const number = this.nextNumber('92');
    this.parcels.set(number, {
      carrier: 'boxnow',
      number,
      recipient: `${body?.destination?.contactName ?? ''}, locker ${body?.destination?.locationId}`,
      cod: body?.paymentMode === 'cod' ? `${body?.amountToBeCollected} €` : '',
      events: [],
    });
    reply(200, {
      ...fixture('boxnow-delivery-request'),
      id: this.nextNumber('4'),
      parcels: [{ id: number }],
    });
  }

  /** A 10×15 cm label naming the carrier, the voucher, the recipient and the COD amount. */
  private async labelPdf(parcel: Parcel): Promise<Buffer> {
    const PDFDocument = await loadPdfkit();
    return new Promise((resolve, reject) => {
      const doc = new PDFDocument({ size: [283.46, 425.2], margin: 18, info: { Title: parcel.number } });
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
      doc
        .font(FONT)
        .fontSize(20)
        .text(parcel.carrier === 'acs' ? 'ACS Courier' : 'BOX NOW');
      doc.moveDown().fontSize(16).text(parcel.number);
      doc.moveDown().fontSize(11).text(parcel.recipient);
      if (parcel.cod) doc.moveDown().fontSize(14).text(`ΑΝΤΙΚΑΤΑΒΟΛΗ / COD ${parcel.cod}`);
      doc.end();
    });
  }
}
