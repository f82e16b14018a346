/**
 * The workflows of decision record 006: API modules that compose several domains in one use case
 * (owning at most the tables of the use case itself). A workflow may import any module; no domain
 * module imports one. Fulfilment, returns and documents join this list when they are written.
 */
export const workflows: readonly string[] = [
  // Placing an order: cart, pricing, inventory, promotions, loyalty, orders and newsletter in one transaction.
  'checkout',
  // A customer's export and erasure across every domain that keeps something of them (decision 024).
  'own-data',
  // Shipping paid orders: picking and packing, carriers' vouchers, tracking and COD settlements (decisions 046, 047).
  'fulfilment',
];
