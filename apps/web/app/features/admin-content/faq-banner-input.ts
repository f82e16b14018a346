import {
  checked,
  englishOrNull,
  instantOfShopTime,
  numberOrBlank,
  numberOrNull,
  textOf,
  textOrNull,
} from '~/features/admin-frame';

const PLACE_FIELDS = ['entityType', 'entityId', 'path', 'section', 'position'] as const;

/** How many place rows the FAQ form offers beyond those stored. */
export const FAQ_BLANK_PLACES = 2;

/** The FAQ form's place rows (`places.N.*`), in their order; a row left wholly blank is none. */
function faqPlaces(form: FormData): unknown[] {
  const rows = new Set<number>();
  for (const key of form.keys()) {
    const match = /^places\.(\d+)\./.exec(key);
    if (match) rows.add(Number(match[1]));
  }
  return [...rows]
    .sort((a, b) => a - b)
    .map((row) => (name: string) => textOf(form, `places.${row}.${name}`))
    .filter((read) => PLACE_FIELDS.some((name) => read(name).trim() !== ''))
    .map((read) => ({
      entityType: read('entityType').trim() || null,
      entityId: numberOrNull(read('entityId')),
      path: read('path').trim() || null,
      section: read('section'),
      position: numberOrNull(read('position')) ?? 0,
    }));
}

const faqTexts = (form: FormData, language: 'el' | 'en') => ({
  q: textOf(form, `${language}.q`),
  a: textOf(form, `${language}.a`),
});

/** A question's form as `adminFaqSaveSchema` reads it. */
export function faqSaveInput(form: FormData): unknown {
  return {
    id: numberOrBlank(form.get('id')),
    format: textOf(form, 'format'),
    el: faqTexts(form, 'el'),
    en: englishOrNull(form, ['q', 'a'], () => faqTexts(form, 'en')),
    isPublished: checked(form, 'isPublished'),
    places: faqPlaces(form),
  };
}

/**
 * A banner picture's fields (`el.image.src`, `.width`, `.height`), none when its address is blank;
 * its narrower variants travel unchanged in a hidden field, as the API last gave them.
 */
function bannerImage(form: FormData, name: string): unknown {
  const src = textOrNull(form, `${name}.src`);
  if (src === null) return null;
  let variants: unknown = [];
  try {
    variants = JSON.parse(textOf(form, `${name}.variants`) || '[]');
  } catch {
    variants = [];
  }
  return {
    src,
    width: numberOrBlank(form.get(`${name}.width`)),
    height: numberOrBlank(form.get(`${name}.height`)),
    variants,
  };
}

const bannerTexts = (form: FormData, language: 'el' | 'en') => ({
  tl: textOf(form, `${language}.tl`),
  image: bannerImage(form, `${language}.image`),
  mobileImage: bannerImage(form, `${language}.mobileImage`),
});

/** A banner's form as `adminBannerSaveSchema` reads it; times are Athens time. */
export function bannerSaveInput(form: FormData): unknown {
  return {
    id: numberOrBlank(form.get('id')),
    groupName: textOf(form, 'groupName'),
    el: { ...bannerTexts(form, 'el'), image: bannerImage(form, 'el.image') ?? undefined },
    en: englishOrNull(form, ['tl', 'image.src', 'mobileImage.src'], () => bannerTexts(form, 'en')),
    nu: textOrNull(form, 'nu'),
    target: textOf(form, 'target') || undefined,
    pos: numberOrNull(form.get('pos')) ?? 0,
    isActive: checked(form, 'isActive'),
    activeFrom: instantOfShopTime(form.get('activeFrom')),
    activeTo: instantOfShopTime(form.get('activeTo')),
  };
}
