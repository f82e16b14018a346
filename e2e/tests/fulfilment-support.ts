import { expect } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { apiPost, OrderStatus, staffChangesStatus } from './support';

const api = () => process.env.E2E_API_URL;

async function optionId(path: string, code: string): Promise<number> {
  const response = await fetch(`${api()}/api/el/${path}`);
  const { items } = (await response.json()) as { items: { id: number; cd: string }[] };
  const found = items.find((item) => item.cd === code);
  if (!found) throw new Error(`${path}: no ${code}`);
  return found.id;
}

export interface OrderToShip {
  uid: string;
  code: string;
  email: string;
}

/** A guest's cash-on-delivery courier order in Greek, confirmed by staff (Processing): one to ship. */
export async function orderToShip(lines: { pid: number; qty: number }[], tag: string): Promise<OrderToShip> {
  const email = `picking-${tag}-${Date.now()}@example.gr`;
  const order = await apiPost(
    'orders/save',
    {
      eml: email,
      lines: lines.map((line) => ({ ...line, pdid: 0 })),
      stid: await optionId('shippingtypes/getallfront', 'courier'),
      ptid: await optionId('paymenttypes/getallfront', 'cash-on-delivery'),
      fnm: 'Ελένη',
      lnm: `Συλλογής ${tag}`,
      mob: '6912345678',
      ctid: 1,
      crid: 6,
      adr1: 'Ερμού 12',
      ct: 'Λάρισα',
      pc: '41222',
      hasAcceptedTerms: true,
    },
    undefined,
    { 'idempotency-key': `picking-${tag}-${Date.now()}` },
  );
  expect(order.status, await order.clone().text()).toBe(200);
  const { uid, code } = (await order.json()) as { uid: string; code: string };
  await staffChangesStatus(uid, OrderStatus.Processing);
  return { uid, code, email };
}

/** The text of every page of a PDF, pages apart by a line. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}
