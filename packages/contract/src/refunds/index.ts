export * from './paid-breakdown.ts';
export * from './refund-split.ts';
