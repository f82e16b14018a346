import type { Language, OrderDocument, OrderDocumentList } from '@shop/contract';
import { apiFile, apiRequest, saveFile } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

/** An order's receipts, invoices and credit notes; a guest proves the order is theirs with its email. */
export const getOrderDocuments = (
  language: Language,
  uid: string,
  email: string | null,
  signal?: AbortSignal,
) =>
  apiRequest<OrderDocumentList>(language, 'documents/getbyorder', {
    query: { uid, email: email ?? undefined },
    signal,
  });

export const useOrderDocuments = (language: Language, uid: string, email: string | null) =>
  useBrowserData(
    ['documents', 'order', language, uid, email],
    (signal) => getOrderDocuments(language, uid, email, signal),
    // The page explains a failure (an unknown order, an expired link) at once.
    { retry: false },
  );

/** Downloads one document's PDF, in the page's language, as `R-2026-12.pdf`. */
export async function downloadDocument(
  language: Language,
  uid: string,
  email: string | null,
  document: OrderDocument,
): Promise<void> {
  const pdf = await apiFile(language, 'documents/pdf', {
    query: { uid, id: document.id, email: email ?? undefined },
  });
  saveFile(pdf, `${document.no.replace(' ', '-')}.pdf`);
}
