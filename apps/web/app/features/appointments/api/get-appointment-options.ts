import type { AppointmentOptions, Language } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getAppointmentOptions = (language: Language, signal?: AbortSignal) =>
  apiRequest<AppointmentOptions>(language, 'appointments/getoptions', { signal });

export const appointmentOptionsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['appointments', 'options', language],
    queryFn: ({ signal }) => getAppointmentOptions(language, signal),
  });

export const useAppointmentOptions = (language: Language) => useQuery(appointmentOptionsQuery(language));
