import type { EventWrite } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentEventHosts, contentEvents } from '../../db/schema/content-events.ts';
import { writeEventPoster } from './event-poster.ts';
import { renderContent } from './render.ts';

/** A poster colour of its own for each event, from its slug. */
function hueOf(eurl: string): number {
  let hash = 0;
  for (const char of eurl) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/**
 * Stores an event (new, or the one with `id`) with its hosts, its texts rendered and sanitised
 * and its poster drawn, in one transaction; answers its id, or undefined when no event has `id`.
 * The one write path of events: the demo seed's and the back office's (decision 020).
 */
export async function saveEvent(
  db: Db,
  mediaDir: string,
  input: EventWrite,
  id?: number,
  /** Called in the transaction with the event as it was (null when new): staff writes' audit entry. */
  saved?: (tx: Db, id: number, before: unknown) => Promise<void>,
): Promise<number | undefined> {
  const startsAt = new Date(input.start);
  const inPerson = input.mode === 'InPerson';
  const greekPlace = inPerson ? input.el.place : null;
  const englishPlace = inPerson ? input.en?.place : null;
  const poster = await writeEventPoster(
    mediaDir,
    input.eurl,
    { startsAt, endsAt: new Date(input.end), online: !inPerson },
    hueOf(input.eurl),
  );
  const values = {
    eurl: input.eurl,
    titleEl: input.el.tl,
    titleEn: input.en?.tl ?? null,
    summaryEl: input.el.dsm,
    summaryEn: input.en?.dsm ?? null,
    format: input.format,
    sourceEl: input.el.body,
    sourceEn: input.en?.body ?? null,
    bodyEl: renderContent(input.format, input.el.body).html,
    bodyEn: input.en ? renderContent(input.format, input.en.body).html : null,
    startsAt,
    endsAt: new Date(input.end),
    mode: input.mode,
    placeNameEl: greekPlace?.nm ?? null,
    placeNameEn: englishPlace?.nm ?? null,
    addressEl: greekPlace?.adr ?? null,
    addressEn: englishPlace?.adr ?? null,
    cityEl: greekPlace?.ct ?? null,
    cityEn: englishPlace?.ct ?? null,
    registrationUrl: input.registrationUrl,
    poster,
    cancelled: input.cancelled,
    isPublished: input.isPublished,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [before] =
      id === undefined
        ? [null]
        : await tx.select().from(contentEvents).where(eq(contentEvents.id, id)).for('update');
    const [row] =
      id === undefined
        ? await tx.insert(contentEvents).values(values).returning({ id: contentEvents.id })
        : await tx
            .update(contentEvents)
            .set(values)
            .where(eq(contentEvents.id, id))
            .returning({ id: contentEvents.id });
    if (!row) return undefined;
    await tx.delete(contentEventHosts).where(eq(contentEventHosts.eventId, row.id));
    if (input.hostIds.length > 0) {
      await tx
        .insert(contentEventHosts)
        .values(
          input.hostIds.map((contributorId, position) => ({ eventId: row.id, contributorId, position })),
        );
    }
    await saved?.(tx, row.id, before ?? null);
    return row.id;
  });
}
