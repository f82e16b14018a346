import * as z from 'zod/mini';
import { CONTENT_FORMATS } from './content.ts';
import { URL_ENTITY_KINDS } from './content-pages.ts';

/** Content pages, FAQs, custom content and entities by url on the wire; kinds are in `content-pages.ts`. */

const language = z.enum(['el', 'en']);

export const contentPageSchema = z.object({
  id: z.number(),
  tl: z.string(),
  /** The slug in the language asked. */
  eurl: z.string(),
  /** The page's slug in every language, for the language switch and hreflang. */
  eurls: z.object({ el: z.string(), en: z.string() }),
  /** The meta description. */
  ds: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  /** The language the text is in: English pages fall back to the Greek text where none exists. */
  lng: language,
  /** Last change, ISO 8601. */
  dt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const faqSchema = z.object({
  id: z.number(),
  /** The question. */
  q: z.string(),
  /** The answer, sanitised HTML. */
  a: z.string(),
  /** The named group it belongs to where it is attached (`shipping`, `returns` …), '' for none. */
  section: z.string(),
  lng: language,
});
export type Faq = z.infer<typeof faqSchema>;

export const faqListSchema = z.object({ items: z.array(faqSchema) });
export type FaqList = z.infer<typeof faqListSchema>;

export const customContentSchema = z.object({
  entityType: z.string(),
  entityId: z.string(),
  subkey: z.string(),
  format: z.enum(CONTENT_FORMATS),
  /** The text rendered and sanitised, HTML. */
  html: z.string(),
  lng: language,
});
export type CustomContent = z.infer<typeof customContentSchema>;

export const entityByUrlSchema = z.object({
  type: z.enum(URL_ENTITY_KINDS),
  id: z.number(),
  /** The entity's slug in every language. */
  eurls: z.object({ el: z.string(), en: z.string() }),
  /** With `metadata`: its title and a short plain description in the language asked. */
  tl: z.optional(z.string()),
  ds: z.optional(z.string()),
});
export type EntityByUrl = z.infer<typeof entityByUrlSchema>;
