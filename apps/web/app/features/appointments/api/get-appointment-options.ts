import type { AppointmentOptions, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getAppointmentOptions = (language: Language, signal?: AbortSignal) =>
  apiRequest<AppointmentOptions>(language, 'appointments/getoptions', { signal });
