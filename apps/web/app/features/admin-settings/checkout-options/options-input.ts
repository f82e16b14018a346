import { checked, chosenValues, idList, numberOrBlank, numberOrNull } from '~/features/admin-frame';

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

const texts = (form: FormData, language: 'el' | 'en') => ({
  nm: text(form, `${language}.nm`),
  dsc: text(form, `${language}.dsc`),
});

/** The shipping type form as `adminShippingTypeSaveSchema` reads it. */
export function shippingTypeSaveInput(form: FormData): unknown {
  return {
    id: numberOrBlank(form.get('id')),
    code: text(form, 'code'),
    el: texts(form, 'el'),
    en: texts(form, 'en'),
    kind: text(form, 'kind'),
    cost: numberOrBlank(form.get('cost')),
    freeAboveThreshold: checked(form, 'freeAboveThreshold'),
    islandSurcharge: numberOrNull(form.get('islandSurcharge')) ?? 0,
    countryIds: idList(form, 'countryIds'),
    position: numberOrNull(form.get('position')) ?? 0,
    isActive: checked(form, 'isActive'),
  };
}

/** The payment type form as `adminPaymentTypeSaveSchema` reads it. */
export function paymentTypeSaveInput(form: FormData): unknown {
  return {
    id: numberOrBlank(form.get('id')),
    code: text(form, 'code'),
    el: texts(form, 'el'),
    en: texts(form, 'en'),
    provider: text(form, 'provider'),
    fee: numberOrNull(form.get('fee')) ?? 0,
    maxAmount: numberOrNull(form.get('maxAmount')),
    shippingKinds: chosenValues(form, 'shippingKinds'),
    installments: checked(form, 'installments'),
    position: numberOrNull(form.get('position')) ?? 0,
    isActive: checked(form, 'isActive'),
  };
}

/** A store's texts in one language; opening hours one line each. */
const storeTexts = (form: FormData, language: 'el' | 'en') => ({
  nm: text(form, `${language}.nm`),
  address: text(form, `${language}.address`),
  city: text(form, `${language}.city`),
  hours: text(form, `${language}.hours`)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== ''),
});

/** The store form as `adminStoreSaveSchema` reads it. */
export function storeSaveInput(form: FormData): unknown {
  return {
    id: numberOrBlank(form.get('id')),
    code: text(form, 'code'),
    el: storeTexts(form, 'el'),
    en: storeTexts(form, 'en'),
    postcode: text(form, 'postcode'),
    phone: text(form, 'phone'),
    latitude: numberOrBlank(form.get('latitude')),
    longitude: numberOrBlank(form.get('longitude')),
    position: numberOrNull(form.get('position')) ?? 0,
    isActive: checked(form, 'isActive'),
  };
}

/** The parcel locker form as `adminLockerSaveSchema` reads it (its id is the network's own). */
export function lockerSaveInput(form: FormData): unknown {
  return {
    id: text(form, 'id'),
    name: text(form, 'name'),
    address: text(form, 'address'),
    postcode: text(form, 'postcode'),
    city: text(form, 'city'),
    latitude: numberOrBlank(form.get('latitude')),
    longitude: numberOrBlank(form.get('longitude')),
    isActive: checked(form, 'isActive'),
  };
}
