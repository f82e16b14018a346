import {
  eventUpdateSchema,
  eventWriteSchema,
  newsEntryUpdateSchema,
  newsEntryWriteSchema,
} from '@shop/contract';
import type { ContractSchema } from '~/components/ui/use-contract-form';
import {
  checked,
  englishOrNull,
  idList,
  instantOfShopTime,
  numberOrBlank,
  numberOrNull,
  sentId,
  textOf,
  textOrNull,
} from '~/features/admin-frame';

const articleTexts = (form: FormData, language: 'el' | 'en') => ({
  tl: textOf(form, `${language}.tl`),
  dsm: textOf(form, `${language}.dsm`),
  body: textOf(form, `${language}.body`),
});

/** An article's form as `newsEntryWriteSchema` (new) or `newsEntryUpdateSchema` (with its id) reads it. */
export function articleSaveInput(form: FormData): unknown {
  return {
    id: numberOrBlank(form.get('id')),
    eurl: textOf(form, 'eurl'),
    categoryId: numberOrBlank(form.get('categoryId')),
    contributorId: numberOrNull(form.get('contributorId')),
    format: textOf(form, 'format'),
    el: articleTexts(form, 'el'),
    en: englishOrNull(form, ['tl', 'dsm', 'body'], () => articleTexts(form, 'en')),
    showFront: checked(form, 'showFront'),
    isPublished: checked(form, 'isPublished'),
  };
}

const hasId = (input: unknown) => typeof input === 'object' && input !== null && sentId(input);

/** The schema of a new entry or of a change to a stored one (the API has one call for each). */
function newOrStored<New, Stored>(
  fresh: ContractSchema<New>,
  stored: ContractSchema<Stored>,
): ContractSchema<New | Stored> {
  return { safeParse: (input) => (hasId(input) ? stored.safeParse(input) : fresh.safeParse(input)) };
}

export const articleSaveSchema = newOrStored(newsEntryWriteSchema, newsEntryUpdateSchema);
export const eventSaveSchema = newOrStored(eventWriteSchema, eventUpdateSchema);

/** The API call that stores an article or event: insert without an id, update with one. */
export const insertOrUpdate = (api: string) => (sent: object) =>
  `admin/${api}/${sentId(sent) ? 'update' : 'insert'}`;

const PLACE_FIELDS = ['nm', 'adr', 'ct'] as const;

/** An event's texts in one language; its place only when any place field is filled in. */
const eventTexts = (form: FormData, language: 'el' | 'en') => ({
  ...articleTexts(form, language),
  place: PLACE_FIELDS.every((name) => textOf(form, `${language}.place.${name}`).trim() === '')
    ? null
    : Object.fromEntries(PLACE_FIELDS.map((name) => [name, textOf(form, `${language}.place.${name}`)])),
});

/** An event's form as `eventWriteSchema` / `eventUpdateSchema` read it; times are Athens time. */
export function eventSaveInput(form: FormData): unknown {
  return {
    id: numberOrBlank(form.get('id')),
    eurl: textOf(form, 'eurl'),
    format: textOf(form, 'format'),
    el: eventTexts(form, 'el'),
    en: englishOrNull(form, ['tl', 'dsm', 'body', 'place.nm', 'place.adr', 'place.ct'], () =>
      eventTexts(form, 'en'),
    ),
    start: instantOfShopTime(form.get('start')),
    end: instantOfShopTime(form.get('end')),
    mode: textOf(form, 'mode'),
    registrationUrl: textOrNull(form, 'registrationUrl'),
    hostIds: idList(form, 'hostIds'),
    cancelled: checked(form, 'cancelled'),
    isPublished: checked(form, 'isPublished'),
  };
}

const videoTexts = (form: FormData, language: 'el' | 'en') => ({
  tl: textOf(form, `${language}.tl`),
  ds: textOf(form, `${language}.ds`),
});

/** A video's form as `adminVideoSaveSchema` reads it. */
export function videoSaveInput(form: FormData): unknown {
  return {
    id: numberOrBlank(form.get('id')),
    eurl: textOf(form, 'eurl'),
    categoryId: numberOrBlank(form.get('categoryId')),
    contributorId: numberOrNull(form.get('contributorId')),
    groupCode: textOrNull(form, 'groupCode'),
    format: textOf(form, 'format'),
    el: videoTexts(form, 'el'),
    en: englishOrNull(form, ['tl', 'ds'], () => videoTexts(form, 'en')),
    embedUrl: textOf(form, 'embedUrl'),
    poster: textOf(form, 'poster'),
    durationSeconds: numberOrBlank(form.get('durationSeconds')),
    showFront: checked(form, 'showFront'),
    isPublished: checked(form, 'isPublished'),
  };
}

/** A contributor's form as `adminContributorSaveSchema` reads it: name and role in both languages. */
export function contributorSaveInput(form: FormData): unknown {
  return {
    id: numberOrBlank(form.get('id')),
    eurl: textOf(form, 'eurl'),
    format: textOf(form, 'format'),
    el: { nm: textOf(form, 'el.nm'), role: textOf(form, 'el.role'), bio: textOf(form, 'el.bio') },
    en: { nm: textOf(form, 'en.nm'), role: textOf(form, 'en.role'), bio: textOrNull(form, 'en.bio') },
    img: textOrNull(form, 'img'),
    position: numberOrNull(form.get('position')) ?? 0,
  };
}

const pageTexts = (form: FormData, language: 'el' | 'en') => ({
  tl: textOf(form, `${language}.tl`),
  ds: textOf(form, `${language}.ds`),
  body: textOf(form, `${language}.body`),
});

/** A content page's form as `adminPageSaveSchema` reads it; a blank English slug uses the Greek one. */
export function pageSaveInput(form: FormData): unknown {
  return {
    id: numberOrBlank(form.get('id')),
    eurls: { el: textOf(form, 'eurls.el'), en: textOrNull(form, 'eurls.en') },
    format: textOf(form, 'format'),
    el: pageTexts(form, 'el'),
    en: englishOrNull(form, ['tl', 'ds', 'body'], () => pageTexts(form, 'en')),
    isPublished: checked(form, 'isPublished'),
  };
}
