import type { Appointment, Language } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getAppointments = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: Appointment[] }>(language, 'appointments/getforcustomer', { signal });

export const appointmentsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['appointments', 'mine', language],
    queryFn: ({ signal }) => getAppointments(language, signal),
  });

export const useAppointments = (language: Language) => useQuery(appointmentsQuery(language));
