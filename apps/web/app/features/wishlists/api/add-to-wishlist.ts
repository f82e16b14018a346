import type { Language, Wishlist, WishlistItemRequest } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const addToWishlist = (language: Language, body: WishlistItemRequest) =>
  apiRequest<Wishlist>(language, 'wishlists/addtowishlist', { method: 'POST', body });

export const useAddToWishlist = (language: Language) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WishlistItemRequest) => addToWishlist(language, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wishlists'] }),
  });
};
