/**
 * The workflows of decision record 006: API modules that compose several domains in one use case
 * (owning at most the tables of the use case itself). A workflow may import any module; no domain
 * module imports one.
 */
export const workflows: readonly string[] = [
  // Placing an order: cart, pricing, inventory, promotions, loyalty, orders and newsletter in one transaction.
  'checkout',
  // A customer's export and erasure across every domain that keeps something of them (decision 024).
  'own-data',
  // Shipping paid orders: picking and packing, carriers' vouchers, tracking and COD settlements (decisions 046, 047).
  'fulfilment',
  // A customer's return to the money back: orders, catalogue, inventory, loyalty, promotions, payments and documents (decision 048).
  'returns',
];
