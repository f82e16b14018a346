import type { Appointment, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

export const getAppointments = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: Appointment[] }>(language, 'appointments/getforcustomer', { signal });

export const useAppointments = (language: Language) =>
  useBrowserData(['appointments', 'mine', language], (signal) => getAppointments(language, signal));
