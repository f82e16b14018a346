import { isDeletedAccountEmail, type Language } from '@shop/contract';
import type { DocumentRecord } from '../../db/schema/documents.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailService } from '../mail/index.ts';
import { documentNumber } from './pdf.ts';
import { DOCUMENT_TEXTS } from './pdf-texts.ts';

/** The file name of a document's PDF: its title's series and number, nothing a file system minds. */
export function pdfFileName(document: Pick<DocumentRecord, 'series' | 'year' | 'number'>): string {
  return `${document.series}-${document.year}-${document.number}.pdf`;
}

/**
 * Mails each new document's PDF to the order's e-mail, in the order's language, through the
 * outbox (so a mail server that is down delays it, never loses it).
 */
export class DocumentMailer {
  constructor(
    private readonly mail: MailService,
    private readonly pdf: (document: DocumentRecord) => Promise<Buffer>,
  ) {}

  async send(document: DocumentRecord, to: string, name: string): Promise<void> {
    // A deleted account's kept order reaches no one (decision 024).
    if (isDeletedAccountEmail(to)) return;
    const language = document.language as Language;
    const texts = DOCUMENT_TEXTS[language];
    const title = texts.title[document.kind];
    const orderCode = document.content.orderCode;
    const body = texts.mailBody(name, title, orderCode);
    await this.mail.send({
      to,
      subject: texts.mailSubject(title, documentNumber(document), orderCode),
      text: body.join('\n\n'),
      html: body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
      attachments: [
        {
          filename: pdfFileName(document),
          content: await this.pdf(document),
          contentType: 'application/pdf',
        },
      ],
    });
  }
}
