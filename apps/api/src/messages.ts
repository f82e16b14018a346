import type { Language } from '@shop/contract';
import type { ApiModule } from './lib/api-module.ts';
import {
  commonMessages,
  type KeysOf,
  type MessageTable,
  type Translate,
  translatorOf,
} from './lib/messages.ts';
import { apiModules } from './modules/index.ts';

type ModuleMessages = Extract<(typeof apiModules)[number], { messages: MessageTable }>['messages'];

declare module './lib/messages.ts' {
  /** Each module's keys that exist in both languages. */
  interface MessageKeys extends Record<KeysOf<ModuleMessages>, true> {}
}

const modules: readonly ApiModule[] = apiModules;

/** The API's common messages and every module's, each key from exactly one table. */
export const messageTables: readonly MessageTable[] = [
  commonMessages,
  ...modules.flatMap((module) => (module.messages ? [module.messages] : [])),
];

const textsIn = (language: Language) =>
  Object.fromEntries(messageTables.flatMap((table) => Object.entries(table[language])));

/** Translates any key an `HttpError` may carry; the errors plugin answers with it. */
export const translate: Translate = translatorOf({ el: textsIn('el'), en: textsIn('en') });
