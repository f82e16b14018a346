export * from './arithmetic.ts';
export * from './engine.ts';
export * from './types.ts';
