import type { AppointmentSlot, AppointmentType, Language } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

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

export const appointmentSlotsQuery = (language: Language, request: SlotsRequest) =>
  queryOptions({
    queryKey: ['appointments', 'slots', language, request],
    queryFn: ({ signal }) => getAppointmentSlots(language, request, signal),
    // Slots are taken by other customers all the time: never shown from an old read.
    staleTime: 0,
  });

export const useAppointmentSlots = (language: Language, request: SlotsRequest, enabled: boolean) =>
  useQuery({ ...appointmentSlotsQuery(language, request), enabled });
