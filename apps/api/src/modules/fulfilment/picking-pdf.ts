import { createRequire } from 'node:module';
import type { AdminPickingList, Language } from '@shop/contract';
import { loadPdfkit } from '../../lib/pdfkit.ts';

const require = createRequire(import.meta.url);
/** DejaVu Sans covers Latin and Greek, the font the sales documents embed too (decision 043). */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 36;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN;

const TEXTS = {
  el: {
    title: 'Λίστα συλλογής',
    products: 'Τι συλλέγεται (ανά προϊόν)',
    orders: 'Παραγγελίες',
    code: 'Κωδικός',
    barcode: 'Barcode',
    product: 'Προϊόν',
    quantity: 'Τεμ.',
    inOrders: 'Παραγγελίες',
    packed: 'Συσκευάστηκε',
    partial: 'μερική αποστολή',
    none: 'Καμία παραγγελία για συλλογή.',
  },
  en: {
    title: 'Picking list',
    products: 'What to pick (per product)',
    orders: 'Orders',
    code: 'Code',
    barcode: 'Barcode',
    product: 'Product',
    quantity: 'Qty',
    inOrders: 'Orders',
    packed: 'Packed',
    partial: 'partial shipment',
    none: 'No orders to pick.',
  },
} as const;

type Cells = [string, string, string, string, string];
const COLUMNS = [
  { x: 0, width: 14 },
  { x: 16, width: 74 },
  { x: 92, width: 86 },
  { x: 180, width: 220 },
  { x: 402, width: 30 },
] as const;
const ORDERS_X = 436;

/**
 * A location's picking list for a day as an A4 PDF: what to take off the shelves, per product,
 * then each order with a box to tick per line. Rendered by pdfkit with an embedded Greek font.
 */
export async function renderPickingPdf(list: AdminPickingList, language: Language): Promise<Buffer> {
  const texts = TEXTS[language];
  const PDFDocument = await loadPdfkit();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${texts.title} ${list.location.nm} ${list.day}` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('body', FONT);
  pdf.registerFont('bold', FONT_BOLD);

  pdf.font('bold').fontSize(15).text(`${texts.title} · ${list.location.nm} · ${list.day}`, {
    width: CONTENT_WIDTH,
  });
  pdf.moveDown(0.6);
  const toPack = list.orders.filter((order) => order.packed === null);
  if (list.orders.length === 0) pdf.font('body').fontSize(10).text(texts.none);

  if (list.products.length > 0) {
    pdf.font('bold').fontSize(11).text(texts.products);
    pdf.moveDown(0.3);
    row(pdf, ['', texts.code, texts.barcode, texts.product, texts.quantity], 'bold', texts.inOrders);
    for (const item of list.products) {
      const name = item.size ? `${item.nm} · ${item.size}` : item.nm;
      row(
        pdf,
        ['☐', item.sizeCode ?? item.code, item.barcode ?? '', name, String(item.quantity)],
        'body',
        item.orders.join(', '),
      );
    }
    pdf.moveDown(0.8);
  }

  if (list.orders.length > 0) {
    pdf.x = MARGIN;
    pdf.font('bold').fontSize(11).text(texts.orders);
    pdf.moveDown(0.3);
  }
  for (const order of [...toPack, ...list.orders.filter((order) => order.packed !== null)]) {
    if (pdf.y > BOTTOM - 60) pdf.addPage();
    pdf.x = MARGIN;
    pdf
      .font('bold')
      .fontSize(10)
      .text(`${order.code} · ${order.recipient}, ${order.city} · ${order.shipping}`, {
        width: CONTENT_WIDTH,
      });
    if (order.packed) {
      const partial = order.packed.partial ? ` (${texts.partial}: ${order.packed.reason ?? ''})` : '';
      pdf
        .font('body')
        .fontSize(8)
        .text(
          `${texts.packed} ${order.packed.at.slice(0, 16).replace('T', ' ')} ${order.packed.staff ?? ''}${partial}`,
        );
    }
    for (const line of order.lines) {
      const name = line.size ? `${line.nm} · ${line.size}` : line.nm;
      row(
        pdf,
        [
          order.packed ? '☑' : '☐',
          line.sizeCode ?? line.code,
          line.barcode ?? '',
          name,
          String(line.quantity),
        ],
        'body',
      );
    }
    pdf.moveDown(0.5);
  }
  pdf.end();
  return finished;
}

function row(pdf: PDFKit.PDFDocument, cells: Cells, font: 'body' | 'bold', orders?: string): void {
  pdf.font(font).fontSize(8);
  const heights = cells.map((cell, index) => pdf.heightOfString(cell, { width: COLUMNS[index]?.width }));
  const height = Math.max(
    ...heights,
    orders ? pdf.heightOfString(orders, { width: CONTENT_WIDTH - ORDERS_X }) : 0,
  );
  if (pdf.y + height > BOTTOM) pdf.addPage();
  const y = pdf.y;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index];
    if (column) pdf.text(cell, MARGIN + column.x, y, { width: column.width });
  });
  if (orders !== undefined) pdf.text(orders, MARGIN + ORDERS_X, y, { width: CONTENT_WIDTH - ORDERS_X });
  pdf.x = MARGIN;
  pdf.y = y + height + 3;
}
