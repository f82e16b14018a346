export * from './catalog.ts';
export * from './mail.ts';
export * from './customers.ts';
export * from './geo.ts';
