import type { Language, Wishlist } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const insertWishlist = (language: Language, nm: string) =>
  apiRequest<Wishlist>(language, 'wishlists/insert', { method: 'POST', body: { nm } });

export const useInsertWishlist = (language: Language) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nm: string) => insertWishlist(language, nm),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wishlists'] }),
  });
};
