import type { ContentEntityKind } from '@shop/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customContents, faqAttachments } from '../../db/schema/content-pages.ts';
import { HttpError } from '../../lib/http-error.ts';

/**
 * Refuses (409, nothing changed) to remove an entity that a question or a custom content block
 * is attached to: staff detach them first, so nothing the shop shows loses its subject unseen.
 * Called in the removal's transaction.
 */
export async function refuseWhileAttached(db: Db, kind: ContentEntityKind, id: number): Promise<void> {
  const [[questions], [blocks]] = await Promise.all([
    db
      .select({ value: count() })
      .from(faqAttachments)
      .where(and(eq(faqAttachments.entityType, kind), eq(faqAttachments.entityId, id))),
    db
      .select({ value: count() })
      .from(customContents)
      .where(and(eq(customContents.entityType, kind), eq(customContents.entityId, String(id)))),
  ]);
  if ((questions?.value ?? 0) > 0) throw new HttpError(409, 'content_in_use', { id: ['faq_attached'] });
  if ((blocks?.value ?? 0) > 0)
    throw new HttpError(409, 'content_in_use', { id: ['custom_content_attached'] });
}
