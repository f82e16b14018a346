import type { Language, Product } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** Products related to one, for its page and for the add-to-cart dialog. */
export const getRelatedProducts = (language: Language, productId: number, signal?: AbortSignal) =>
  apiRequest<{ items: Product[] }>(language, 'products/getrelatedinfoandproductsbycode', {
    query: { productId },
    signal,
  });
