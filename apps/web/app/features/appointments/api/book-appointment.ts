import type { Appointment, BookAppointmentRequest, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const bookAppointment = (language: Language, body: BookAppointmentRequest) =>
  apiRequest<Appointment>(language, 'appointments/book', { method: 'POST', body });
