import type { BookAppointmentCheck, Language } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const checkBookAppointment = (language: Language, signal?: AbortSignal) =>
  apiRequest<BookAppointmentCheck>(language, 'CustomerTiers/CheckBookAnAppointment', { signal });

export const bookAppointmentCheckQuery = (language: Language) =>
  queryOptions({
    queryKey: ['appointments', 'check', language],
    queryFn: ({ signal }) => checkBookAppointment(language, signal),
  });

/** Whether the signed-in customer's tier may book; asked only with a session. */
export const useBookAppointmentCheck = (language: Language, enabled: boolean) =>
  useQuery({ ...bookAppointmentCheckQuery(language), enabled });
