import type { ContentFormat, CustomContent, Language } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customContents } from '../../db/schema/content-pages.ts';

export interface CustomContentKey {
  entityType: string;
  entityId: string;
  subkey: string;
}

/** Texts attached to an entity and a place on its page (spec 000 §7: custom content by entity). */
export class CustomContentService {
  constructor(private readonly db: Db) {}

  /**
   * The block in the language asked; in English without an English text, the Greek one when
   * `fallbackToDefaultLanguage`, else nothing.
   */
  async byEntity(
    key: CustomContentKey,
    language: Language,
    fallbackToDefaultLanguage: boolean,
  ): Promise<CustomContent | undefined> {
    const [row] = await this.db
      .select()
      .from(customContents)
      .where(
        and(
          eq(customContents.entityType, key.entityType),
          eq(customContents.entityId, key.entityId),
          eq(customContents.subkey, key.subkey),
        ),
      );
    if (!row) return undefined;
    const english = language === 'en' && row.bodyEn !== null;
    if (language === 'en' && !english && !fallbackToDefaultLanguage) return undefined;
    return {
      entityType: row.entityType,
      entityId: row.entityId,
      subkey: row.subkey,
      format: row.format as ContentFormat,
      html: english ? (row.bodyEn ?? '') : row.bodyEl,
      lng: english ? 'en' : 'el',
    };
  }
}
