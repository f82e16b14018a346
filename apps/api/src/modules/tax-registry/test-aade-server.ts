/**
 * A local RgWsPublic2 for tests that run the shop in other processes (the e2e shops): an HTTP
 * server answering `rgWsPublic2AfmMethod` with the recorded answers of `fixtures/`. The ΑΦΜ of
 * `aade-found.xml` gets that company, any other ΑΦΜ the recorded "no such taxpayer" error, and a
 * call without the server's user name and password the registry's "not authenticated" error, so
 * a shop given the wrong credentials shows it instead of finding the company.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
/** The text of the first element with this local name, whatever its namespace prefix. */
const tag = (xml: string, name: string) =>
  new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1]?.trim() ?? '';

const FOUND = fixture('aade-found.xml');
const NOT_FOUND = fixture('aade-error.xml');
const NOT_AUTHENTICATED = NOT_FOUND.replace(
  'RG_WS_PUBLIC_TAXPAYER_NF',
  'RG_WS_PUBLIC_TOKEN_USERNAME_NOT_AUTHENTICATED',
);

/** The company of the recorded answer, as the registry gives it. */
export const RECORDED_COMPANY = {
  afm: tag(FOUND, 'afm'),
  name: tag(FOUND, 'onomasia').replace(/\s+/g, ' '),
  taxOffice: tag(FOUND, 'doy_descr'),
  activity: tag(FOUND, 'firm_act_descr'),
} as const;

export class RecordedAade {
  readonly username = 'SHOPWS01';
  readonly password = 'recorded-aade-password';
  /** The ΑΦΜ of each call received, in order. */
  readonly asked: string[] = [];
  url = '';
  private server: Server | undefined;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.answer(request, response).catch(() => response.destroy());
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/wsaade/RgWsPublic2/RgWsPublic2`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST' || !request.url?.startsWith('/wsaade/RgWsPublic2/RgWsPublic2')) {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const afm = tag(body, 'afm_called_for');
    this.asked.push(afm);
    const authenticated = tag(body, 'Username') === this.username && tag(body, 'Password') === this.password;
    const xml = !authenticated ? NOT_AUTHENTICATED : afm === RECORDED_COMPANY.afm ? FOUND : NOT_FOUND;
    response.writeHead(200, { 'content-type': 'application/soap+xml; charset=utf-8' });
    response.end(xml);
  }
}
