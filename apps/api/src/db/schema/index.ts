export * from './catalog.ts';
export * from './mail.ts';
