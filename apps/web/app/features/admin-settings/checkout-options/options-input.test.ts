import {
  adminLockerSaveSchema,
  adminPaymentTypeSaveSchema,
  adminShippingTypeSaveSchema,
  adminStoreSaveSchema,
} from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { schemaFieldErrors } from '~/components/ui/use-contract-form';
import {
  lockerSaveInput,
  paymentTypeSaveInput,
  shippingTypeSaveInput,
  storeSaveInput,
} from './options-input';

function formOf(values: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  return form;
}

const texts = { 'el.nm': 'Courier', 'el.dsc': '', 'en.nm': 'Courier', 'en.dsc': '' };

describe('shipping and payment type forms', () => {
  it('read as the contract saves them', () => {
    expect(
      adminShippingTypeSaveSchema.parse(
        shippingTypeSaveInput(
          formOf({
            ...texts,
            id: '2',
            code: 'acs',
            kind: 'courier',
            cost: '3,50',
            countryIds: '1, 2',
            isActive: 'on',
          }),
        ),
      ),
    ).toMatchObject({
      id: 2,
      cost: 3.5,
      islandSurcharge: 0,
      countryIds: [1, 2],
      freeAboveThreshold: false,
      position: 0,
    });
    expect(
      adminPaymentTypeSaveSchema.parse(
        paymentTypeSaveInput(
          formOf({
            ...texts,
            code: 'cod',
            provider: 'cash_on_delivery',
            fee: '2',
            maxAmount: '',
            shippingKinds: ['courier'],
          }),
        ),
      ),
    ).toMatchObject({
      id: undefined,
      fee: 2,
      maxAmount: null,
      shippingKinds: ['courier'],
      installments: false,
    });
  });

  it('name a missing kind and a cost with three decimals', () => {
    const result = adminShippingTypeSaveSchema.safeParse(
      shippingTypeSaveInput(formOf({ ...texts, code: 'acs', kind: '', cost: '3.555' })),
    );
    const errors = result.success ? {} : schemaFieldErrors(result.error);
    expect(errors.kind).toEqual(['invalid_value']);
    expect(errors.cost).toEqual(['invalid_price']);
  });
});

describe('store and locker forms', () => {
  const store = {
    code: 'athens',
    postcode: '105 57',
    phone: '+30 210 1234567',
    latitude: '37,9755',
    longitude: '23.7348',
    'el.nm': 'Αθήνα',
    'el.address': 'Ερμού 1',
    'el.city': 'Αθήνα',
    'el.hours': 'Δευ–Παρ 9–21\n\nΣάβ 9–15\n',
    'en.nm': 'Athens',
    'en.address': '1 Ermou',
    'en.city': 'Athens',
    'en.hours': '',
  };

  it('read opening hours one a line and coordinates with a decimal comma', () => {
    expect(adminStoreSaveSchema.parse(storeSaveInput(formOf(store)))).toMatchObject({
      latitude: 37.9755,
      el: { hours: ['Δευ–Παρ 9–21', 'Σάβ 9–15'] },
      en: { hours: [] },
    });
  });

  it('name a wrong postcode, phone and latitude', () => {
    const result = adminStoreSaveSchema.safeParse(
      storeSaveInput(formOf({ ...store, postcode: '1055', phone: 'call us', latitude: '95' })),
    );
    const errors = result.success ? {} : schemaFieldErrors(result.error);
    expect(errors.postcode).toEqual(['invalid_postcode']);
    expect(errors.phone).toEqual(['invalid_phone']);
    expect(errors.latitude).toEqual(['invalid_value']);
  });

  it('keep a locker under the network id typed', () => {
    const locker = adminLockerSaveSchema.parse(
      lockerSaveInput(
        formOf({
          id: ' BOX-42 ',
          name: 'Box 42',
          address: 'Ermou 1',
          postcode: '10557',
          city: 'Athens',
          latitude: '37.97',
          longitude: '23.73',
          isActive: 'on',
        }),
      ),
    );
    expect(locker).toMatchObject({ id: 'BOX-42', isActive: true });
  });
});
