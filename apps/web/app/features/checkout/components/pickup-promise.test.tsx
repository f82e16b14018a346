import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '~/lib/translate';
import { TranslationProvider } from '~/lib/use-translation';
import el from '../locales/route/el.json';
import en from '../locales/route/en.json';
import { PickupPromise } from './pickup-promise';

const render = (language: 'el' | 'en', days: number) =>
  renderToString(
    <TranslationProvider i18n={createTranslator(language, { checkout: language === 'el' ? el : en })}>
      <PickupPromise days={days} />
    </TranslationProvider>,
  );

describe('PickupPromise', () => {
  it('says the store holds the order, or in how many days it will, in Greek and English', () => {
    expect(render('el', 0)).toContain('Το κατάστημα έχει τα προϊόντα σας: έτοιμα για παραλαβή.');
    expect(render('el', 1)).toContain('Έτοιμα για παραλαβή σε 1 ημέρα');
    expect(render('el', 2)).toContain('Έτοιμα για παραλαβή σε 2 ημέρες');
    expect(render('en', 2)).toContain('Ready to collect in 2 days: we move them to the store.');
    expect(render('en', 0)).toContain('The store holds your products: ready to collect.');
  });
});
