export * from './catalog.ts';
export * from './customers.ts';
export * from './geo.ts';
export * from './mail.ts';
export * from './promotion-policies.ts';
export * from './reviews.ts';
export * from './search.ts';
export * from './subscriptions.ts';
