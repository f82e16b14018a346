import type { Language, Wishlist, WishlistItemRequest } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const removeFromWishlist = (language: Language, body: WishlistItemRequest) =>
  apiRequest<Wishlist>(language, 'wishlists/removefromwishlist', { method: 'POST', body });

export const useRemoveFromWishlist = (language: Language) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WishlistItemRequest) => removeFromWishlist(language, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wishlists'] }),
  });
};
