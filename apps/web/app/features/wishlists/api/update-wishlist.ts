import type { Language, Wishlist } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const updateWishlist = (language: Language, body: { id: number; nm: string }) =>
  apiRequest<Wishlist>(language, 'wishlists/update', { method: 'PUT', body });

export const useUpdateWishlist = (language: Language) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; nm: string }) => updateWishlist(language, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wishlists'] }),
  });
};
