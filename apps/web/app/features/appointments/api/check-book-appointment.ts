import type { BookAppointmentCheck, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

export const checkBookAppointment = (language: Language, signal?: AbortSignal) =>
  apiRequest<BookAppointmentCheck>(language, 'CustomerTiers/CheckBookAnAppointment', { signal });

/** Whether the signed-in customer's tier may book; asked only with a session. */
export const useBookAppointmentCheck = (language: Language, enabled: boolean) =>
  useBrowserData(enabled ? ['appointments', 'check', language] : null, (signal) =>
    checkBookAppointment(language, signal),
  );
