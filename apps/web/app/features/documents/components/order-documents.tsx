import type { OrderDocument } from '@shop/contract';
import { useState } from 'react';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { downloadDocument, useOrderDocuments } from '../api/order-documents';

/**
 * The receipts, invoices and credit notes of an order, on its page, each downloadable as a PDF;
 * nothing before the first is issued. A guest's page passes the email the order was placed with.
 */
export function OrderDocuments({ uid, email }: { uid: string; email: string | null }) {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const documents = useOrderDocuments(language, uid, email);
  const [failed, setFailed] = useState(false);
  const items = documents.data?.items ?? [];
  if (items.length === 0) return null;
  const download = async (document: OrderDocument) => {
    setFailed(false);
    try {
      await downloadDocument(language, uid, email, document);
    } catch {
      setFailed(true);
    }
  };
  return (
    <section aria-labelledby="order-documents" className="rounded-lg border border-line p-5">
      <h2 id="order-documents" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <ul className="mt-3 divide-y divide-line" data-testid="order-documents">
        {items.map((document) => (
          <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-semibold">{document.ttl}</span> {document.no} · {document.dt}
              {document.mark && (
                <span className="block text-sm text-muted">{t('mark', { mark: document.mark })}</span>
              )}
            </span>
            <button
              type="button"
              className="text-sm text-brand-700 underline"
              onClick={() => void download(document)}
            >
              {t('download')}
            </button>
          </li>
        ))}
      </ul>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-sale">
          {t('failed')}
        </p>
      )}
    </section>
  );
}
