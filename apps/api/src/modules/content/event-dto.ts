import type {
  ContentEvent,
  ContributorSummary,
  EventAttendanceMode,
  EventSummary,
  Language,
} from '@shop/contract';
import type { contentEvents } from '../../db/schema/content-events.ts';
import { localizedOrGreek } from '../../lib/localized.ts';

type EventRow = typeof contentEvents.$inferSelect;

/** An event row as the contract's summary, in the language asked (Greek where a text has no English). */
export function eventSummaryOf(row: EventRow, hosts: ContributorSummary[], language: Language): EventSummary {
  const text = (greek: string | null, english: string | null) =>
    localizedOrGreek(language, greek, english) ?? '';
  return {
    id: row.id,
    tl: text(row.titleEl, row.titleEn),
    eurl: row.eurl,
    dsm: text(row.summaryEl, row.summaryEn),
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    mode: row.mode as EventAttendanceMode,
    place:
      row.mode === 'InPerson'
        ? {
            nm: text(row.placeNameEl, row.placeNameEn),
            adr: text(row.addressEl, row.addressEn),
            ct: text(row.cityEl, row.cityEn),
          }
        : null,
    registrationUrl: row.registrationUrl,
    poster: row.poster,
    cancelled: row.cancelled,
    hosts,
  };
}

export function eventOf(row: EventRow, hosts: ContributorSummary[], language: Language): ContentEvent {
  const english = language === 'en' && row.bodyEn !== null;
  return {
    ...eventSummaryOf(row, hosts, language),
    body: english ? (row.bodyEn ?? '') : row.bodyEl,
    lng: english ? 'en' : 'el',
  };
}
