import type { AppointmentSlot, AppointmentType, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

export interface SlotsRequest {
  type: AppointmentType;
  storeId: number | null;
  from: string;
  to: string;
}

export const getAppointmentSlots = (language: Language, request: SlotsRequest, signal?: AbortSignal) =>
  apiRequest<{ items: AppointmentSlot[] }>(language, 'appointments/getslots', {
    query: { type: request.type, storeId: request.storeId ?? undefined, from: request.from, to: request.to },
    signal,
  });

/** The free slots; `enabled` false asks for nothing. */
export const useAppointmentSlots = (language: Language, request: SlotsRequest, enabled: boolean) =>
  useBrowserData(
    enabled ? ['appointments', 'slots', language, request] : null,
    (signal) => getAppointmentSlots(language, request, signal),
    // Slots are taken by other customers all the time: never shown from an old read.
    { maxAgeMs: 0 },
  );
