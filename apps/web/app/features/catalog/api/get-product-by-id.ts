import type { Language, Product } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** A product by id, e.g. for the global add-to-cart event, which carries only ids (spec 000 §2). */
export const getProductById = (language: Language, id: number, signal?: AbortSignal) =>
  apiRequest<Product>(language, 'products/getbyidfront', { query: { id }, signal });
