/** Sentinel for an enumeration value the client does not know (spec 000 §9). */
export const UNKNOWN_ENUM_VALUE = 11184809;

export const Availability = {
  OnLineWarehouse: 0,
  Available: 1,
  Limited: 2,
  Exhausted: 3,
  PreOrder: 4,
  AfterOrder: 5,
  Days_1_3: 6,
  Days_2_5: 7,
  Days_4_7: 8,
  Days_7_Over: 9,
  LastItem: 10,
  NotAvailable: 11,
  ComingSoon: 12,
} as const;
export type Availability = (typeof Availability)[keyof typeof Availability];

export const ProductType = {
  Product: 0,
  GiftCard: 1,
  Grouped: 2,
  Bundle: 3,
  Giftbox: 4,
  Custom: 5,
  NotInitialize: 6,
} as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

export const PRODUCT_SORT_ORDERS = [
  'Default',
  'PriceDescending',
  'PriceAscending',
  'NameDescending',
  'NameAscending',
  'CreateDateDescending',
  'CreateDateAscending',
  'QuantityDescending',
  'Bestseller',
  'ReleaseDateDescending',
  'ReleaseDateAscending',
  'DiscountDescending',
  'RatingDescending',
] as const;
export type ProductSortOrder = (typeof PRODUCT_SORT_ORDERS)[number];

export const OrderStatus = {
  NA: -10,
  Cancelled: -1,
  Pending: 0,
  Processing: 1,
  InDelivery: 2,
  Completed: 3,
  PartiallyDelivered: 4,
  NotDelivered: 5,
  CheckingStock: 6,
  Refund: 7,
  PartiallyReturned: 8,
  Returned: 9,
  Invoiced: 10,
  ReadyForPickup: 11,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Spec's roles; Admin (the back office's owner) is beyond the spec, numbered after them. */
export const Role = { Inspector: 0, SalesPerson: 1, Customer: 2, Admin: 3 } as const;
export type Role = (typeof Role)[keyof typeof Role];

export const DimensionType = { Custom: 0, Color: 1, Size: 2 } as const;
export type DimensionType = (typeof DimensionType)[keyof typeof DimensionType];

export const FILTER_KINDS = [
  'Category',
  'Attribute',
  'Status',
  'DimensionColor',
  'DimensionSize',
  'Manufacturer',
  'Model',
  'Price',
  'DiscountRates',
  'Branch',
  'Feature',
  'Subtype',
  'EventCategory',
  'CountryRegion',
  'EventTag',
  'Availability',
  'RatingBase5',
  'Promotion',
  'CalculatedAvailability',
  'Pieces',
  'Authors',
  'Publishers',
  'Released',
] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

/** Filter kinds are numbered 1-23 in the storefront, in the order above. */
export function filterKindNumber(kind: FilterKind): number {
  return FILTER_KINDS.indexOf(kind) + 1;
}

/** Loyalty tier badges (spec 000 §1). */
export const LOYALTY_TIERS = { slv: 'Health Expert', prm: 'Health Master', gld: 'Health VIP' } as const;

/** Kinds of loyalty ledger rows (spec 001 §4, with the second list's Custom). */
export const LOYALTY_TRANSACTION_KINDS = [
  'PendingOrderProduct',
  'Credit',
  'Redeem',
  'Revert',
  'Birthday',
  'Register',
  'ForConsumption',
  'EnterGender',
  'Newsletter',
  'EnterBirthday',
  'NewAppointment',
  'ReadBlog',
  'ViewVideo',
  'ReferAFriend',
  'AcceptReferAFriend',
  'Review',
  'RevertAfterEdit',
  'CancelAppointment',
  'Custom',
  // Not in the spec's lists: approved points that lapsed unspent (decision 018).
  'Expire',
] as const;
export type LoyaltyTransactionKind = (typeof LOYALTY_TRANSACTION_KINDS)[number];
