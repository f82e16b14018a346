/**
 * pdfkit, loaded when the first PDF is made: it holds about 16 MB of resident memory, which an API
 * process that only answers shoppers never needs (docs/performance.md, "API memory").
 */
export async function loadPdfkit(): Promise<typeof import('pdfkit')> {
  const { default: PDFDocument } = await import('pdfkit');
  return PDFDocument;
}
