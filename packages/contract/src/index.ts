export * from './constants.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './languages.ts';
export * from './money.ts';
export * from './paths.ts';
export * from './products.ts';
