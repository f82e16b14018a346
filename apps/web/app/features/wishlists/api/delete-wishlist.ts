import type { Language } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const deleteWishlist = (language: Language, id: number) =>
  apiRequest<null>(language, 'wishlists/delete', { method: 'DELETE', query: { id } });

export const useDeleteWishlist = (language: Language) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteWishlist(language, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wishlists'] }),
  });
};
