import type { Appointment, Language } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const cancelAppointment = (language: Language, id: number) =>
  apiRequest<Appointment>(language, 'appointments/cancel', { method: 'POST', body: { id } });

/** Cancels one of the customer's appointments; the lists and the points shown (loyalty's queries) are read again. */
export function useCancelAppointment(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelAppointment(language, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['appointments'] }),
        queryClient.invalidateQueries({ queryKey: ['loyalty'] }),
      ]),
  });
}
