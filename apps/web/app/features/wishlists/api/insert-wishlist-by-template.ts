import type { Language, Wishlist } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const insertWishlistByTemplate = (language: Language, id: number) =>
  apiRequest<Wishlist>(language, 'wishlists/InsertByTemplateId', { query: { id } });

export const useInsertWishlistByTemplate = (language: Language) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => insertWishlistByTemplate(language, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wishlists'] }),
  });
};
