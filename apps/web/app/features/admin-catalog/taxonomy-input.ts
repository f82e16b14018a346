import { checked, numberOrBlank, numberOrNull } from '~/features/admin-frame';

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

const texts = (form: FormData, language: 'el' | 'en') => ({
  nm: text(form, `${language}.nm`),
  dsc: text(form, `${language}.dsc`),
});

/** The category form as `adminCategorySaveSchema` reads it. */
export function categorySaveInput(form: FormData): unknown {
  return {
    id: numberOrBlank(form.get('id')),
    pid: numberOrNull(form.get('pid')),
    eurl: text(form, 'eurl'),
    el: texts(form, 'el'),
    en: texts(form, 'en'),
    sortOrder: numberOrNull(form.get('sortOrder')) ?? 0,
    isVisible: checked(form, 'isVisible'),
  };
}

/** The brand form as `adminBrandSaveSchema` reads it. */
export function brandSaveInput(form: FormData): unknown {
  const country = text(form, 'countryIso').trim();
  return {
    id: numberOrBlank(form.get('id')),
    eurl: text(form, 'eurl'),
    el: texts(form, 'el'),
    en: texts(form, 'en'),
    countryIso: country === '' ? null : country,
    isFeatured: checked(form, 'isFeatured'),
    isPublic: checked(form, 'isPublic'),
    // Typed as a list of two-letter codes, separated by commas or spaces.
    excludedCountries: text(form, 'excludedCountries')
      .split(/[\s,;]+/)
      .filter((code) => code !== ''),
  };
}
