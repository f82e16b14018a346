import type { Appointment, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const cancelAppointment = (language: Language, id: number) =>
  apiRequest<Appointment>(language, 'appointments/cancel', { method: 'POST', body: { id } });
