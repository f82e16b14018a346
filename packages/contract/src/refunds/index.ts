export * from './iban.ts';
export * from './paid-breakdown.ts';
export * from './refund-split.ts';
