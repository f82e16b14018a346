import { type Product, productSchema } from '@shop/contract';

/** A product another script handed to the `add-to-cart` event, if it is one. */
export const productFromEvent = (value: unknown): Product | undefined => productSchema.safeParse(value).data;
