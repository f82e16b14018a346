import type { CustomContent, FaqList } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/categories.ts';
import { seedContentPagesDemo } from '../../db/seed/content-pages-demo.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { saveCustomContent, saveFaq } from './pages-writes.ts';

let t: TestApp;
let faqPageId: number;
let shippingPageId: number;
beforeAll(async () => {
  t = await createTestApp();
  // The demo's category texts are for the demo catalogue's categories, by slug.
  await t.database.db
    .insert(categories)
    .values({ id: 821, eurl: 'supplements', nameEl: 'Συμπληρώματα Διατροφής', nameEn: 'Supplements' });
  await seedContentPagesDemo(t.database.db);
  const id = async (url: string) =>
    (await get(`/api/el/contentpages/getbyurl?url=${url}`)).json<{ id: number }>().id;
  faqPageId = await id('faq');
  shippingPageId = await id('shipping');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('FAQs', () => {
  it('lists the questions attached to a content page in order, each with its section', async () => {
    const faq = (await get(`/api/el/faqs/getbyentitytype?type=ContentPage&id=${faqPageId}`)).json<FaqList>();
    expect(faq.items.map((item) => item.section)).toEqual([
      ...Array(3).fill('shipping'),
      ...Array(2).fill('returns'),
      ...Array(3).fill('payments'),
      ...Array(3).fill('prescriptions'),
    ]);
    const prescription = faq.items.find((item) => item.q === 'Μπορώ να παραγγείλω φάρμακα με συνταγή;');
    expect(prescription?.a).toContain('<strong>συνταγογραφούμενα φάρμακα δεν πωλούνται ηλεκτρονικά</strong>');
    const shipping = (
      await get(`/api/en/faqs/getbyentitytype?type=ContentPage&id=${shippingPageId}`)
    ).json<FaqList>();
    expect(shipping.items.map((item) => item.q)).toEqual([
      'How much does delivery cost?',
      'When will my order arrive?',
      'Can I collect my order at the pharmacy?',
    ]);
    expect(shipping.items.every((item) => item.lng === 'en' && item.section === '')).toBe(true);
  });

  it('answers an empty list for an entity without questions, 400 for an unknown kind or bad id', async () => {
    expect((await get('/api/el/faqs/getbyentitytype?type=Product&id=999')).json()).toEqual({ items: [] });
    const bad = await get('/api/el/faqs/getbyentitytype?type=Spaceship&id=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { type: ['invalid_value'], id: ['invalid_id'] } });
  });

  it('lists the questions of a storefront path, of one section or all, with or without the language prefix', async () => {
    const cart = (
      await get('/api/en/faqs/GetFAQsmultiple?path=/en/cart/&section=prescriptions')
    ).json<FaqList>();
    expect(cart.items.map((item) => item.q)).toEqual([
      'Can I order prescription medicines?',
      'What are non-prescription medicines and parapharmacy?',
    ]);
    const checkout = (
      await get('/api/el/faqs/GetFAQsmultiple?path=checkout-shipping-payment')
    ).json<FaqList>();
    expect(checkout.items.map((item) => item.section)).toEqual(['shipping', 'shipping', 'payments']);
    const payments = (
      await get('/api/el/faqs/GetFAQsmultiple?path=/checkout-shipping-payment&section=payments')
    ).json<FaqList>();
    expect(payments.items).toHaveLength(1);
    expect((await get('/api/el/faqs/GetFAQsmultiple?path=/cart&section=none')).json()).toEqual({ items: [] });
    const bad = await get('/api/el/faqs/GetFAQsmultiple?path=%3Cscript%3E&section=a%20b');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { path: ['invalid_value'], section: ['invalid_value'] } });
  });

  it('shows a question without English in Greek on the English page', async () => {
    await saveFaq(t.database.db, {
      question: { el: 'Έχετε κάρτα δώρου;' },
      answer: { format: 'PlainText', el: 'Ναι, από 10 έως 200 €.' },
      placements: [{ path: '/gift-cards', section: 'gifts' }],
    });
    const [only] = (await get('/api/en/faqs/GetFAQsmultiple?path=/gift-cards')).json<FaqList>().items;
    expect(only).toMatchObject({ q: 'Έχετε κάρτα δώρου;', a: '<p>Ναι, από 10 έως 200 €.</p>', lng: 'el' });
  });
});

describe('custom content by entity', () => {
  it('serves the text attached to an entity and subkey, rendered, in the language asked', async () => {
    await saveCustomContent(t.database.db, {
      entityType: 'PaymentType',
      entityId: 'bank-deposit',
      subkey: 'instructions',
      text: {
        format: 'Markdown',
        el: 'Γράψτε τον **αριθμό παραγγελίας** στην αιτιολογία.<script>x()</script>',
        en: 'Write the **order number** as the reference.',
      },
    });
    const query = 'entityType=PaymentType&entityId=bank-deposit&subkey=instructions';
    const greek = await get(`/api/el/customcontent/getByEntity?${query}`);
    expect(greek.statusCode).toBe(200);
    expect(greek.json<CustomContent>()).toEqual({
      entityType: 'PaymentType',
      entityId: 'bank-deposit',
      subkey: 'instructions',
      format: 'Markdown',
      html: '<p>Γράψτε τον <strong>αριθμό παραγγελίας</strong> στην αιτιολογία.</p>',
      lng: 'el',
    });
    const english = (await get(`/api/en/customcontent/getByEntity?${query}`)).json<CustomContent>();
    expect(english).toMatchObject({
      html: '<p>Write the <strong>order number</strong> as the reference.</p>',
      lng: 'en',
    });
  });

  it('falls back to the Greek text in English only when asked to', async () => {
    await saveCustomContent(t.database.db, {
      entityType: 'ShippingType',
      entityId: '3',
      text: { format: 'PlainText', el: 'Παραλαβή Δευτέρα έως Σάββατο.' },
    });
    const without = await get('/api/en/customcontent/getByEntity?entityType=ShippingType&entityId=3');
    expect(without.statusCode).toBe(404);
    expect(without.json()).toMatchObject({ message: 'There is no content for this item.' });
    const withFallback = await get(
      '/api/en/customcontent/getByEntity?entityType=ShippingType&entityId=3&fallbackToDefaultLanguage=true',
    );
    expect(withFallback.json<CustomContent>()).toMatchObject({
      html: '<p>Παραλαβή Δευτέρα έως Σάββατο.</p>',
      lng: 'el',
    });
  });

  it('has the demo category texts and answers 404 for none, 400 for bad input', async () => {
    const intro = await get(
      '/api/en/customcontent/getByEntity?entityType=Category&entityId=821&subkey=intro',
    );
    expect(intro.statusCode).toBe(200);
    expect(intro.json<CustomContent>().html).toContain('<strong>do not replace</strong>');
    expect(
      (await get('/api/el/customcontent/getByEntity?entityType=Category&entityId=1&subkey=outro')).statusCode,
    ).toBe(404);
    const bad = await get(
      '/api/el/customcontent/getByEntity?entityType=Nope&entityId=&fallbackToDefaultLanguage=yes',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errors: {
        entityType: ['invalid_value'],
        entityId: ['required_field'],
        fallbackToDefaultLanguage: ['invalid_value'],
      },
    });
  });
});
