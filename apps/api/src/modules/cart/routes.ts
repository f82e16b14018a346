import {
  apiErrorSchema,
  cartResponseSchema,
  refreshCartItemsRequestSchema,
  updateCartPerItemRequestSchema,
  updateCustomerCartRequestSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { customerOf } from '../../plugins/auth.ts';

const cartErrors = { ...apiErrorResponses, 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/**
 * The cart calls of spec 000 §7 ("server cart: add, set, sync; cart line update"). Changes are
 * for the signed-in customer only; `refreshCartItems` also serves a guest's browser cart.
 */
export async function cartRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { cart } = app.services;

  route.post(
    '/cartitems/UpdateCartPerItem',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['cart'],
        summary:
          'Add to, set or remove one line of the signed-in cart; 422 gift_card_exclusive, max_quantity_exceeded or a purchasability reason',
        security: [{ bearer: [] }],
        body: updateCartPerItemRequestSchema,
        response: { 200: cartResponseSchema, ...cartErrors },
      },
    },
    async (request) => {
      const { pid, dimension, quantity, bundleProductExist, action, gift } = request.body;
      return cart.updateItem(
        customerOf(request).id,
        { productId: pid, dimensionId: dimension, quantity, bundleProductExist, action, gift },
        request.language,
      );
    },
  );

  route.post(
    '/cartitems/updateCustomerCart',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['cart'],
        summary:
          'The whole cart: merge the browser cart into the signed-in one (on sign-in) or replace it (sync)',
        security: [{ bearer: [] }],
        body: updateCustomerCartRequestSchema,
        response: { 200: cartResponseSchema, ...cartErrors },
      },
    },
    async (request) => {
      const lines = request.body.items.map((item) => ({
        productId: item.pid,
        dimensionId: item.pdid,
        quantity: item.qty,
        bundleProductExist: item.bundleProductExist,
        gift: item.gift,
      }));
      return cart.updateCart(customerOf(request).id, lines, request.body.mode, request.language);
    },
  );

  route.post(
    '/cartitems/refreshCartItems',
    {
      onRequest: app.identifyCustomer,
      schema: {
        tags: ['cart'],
        summary:
          'Lines with current products, stock and problems: the given (guest) lines, or without them the signed-in cart',
        body: refreshCartItemsRequestSchema,
        response: { 200: cartResponseSchema, ...cartErrors },
      },
    },
    async (request) => {
      const { items } = request.body;
      if (items) {
        const lines = items.map((item) => ({ ...item, bundleProductExist: false }));
        return { items: await cart.refresh(lines, request.language), rejected: [] };
      }
      if (!request.customer) return { items: [], rejected: [] };
      return cart.get(request.customer.id, request.language);
    },
  );
}
