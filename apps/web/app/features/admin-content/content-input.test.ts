import {
  adminBannerSaveSchema,
  adminContributorSaveSchema,
  adminFaqSaveSchema,
  adminPageSaveSchema,
  adminVideoSaveSchema,
} from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { schemaFieldErrors } from '~/components/ui/use-contract-form';
import {
  articleSaveInput,
  articleSaveSchema,
  contributorSaveInput,
  eventSaveInput,
  eventSaveSchema,
  insertOrUpdate,
  pageSaveInput,
  videoSaveInput,
} from './content-input';
import { bannerSaveInput, faqSaveInput } from './faq-banner-input';

function formOf(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

const greekArticle = {
  eurl: 'vitamin-d',
  categoryId: '3',
  contributorId: '',
  format: 'Markdown',
  'el.tl': 'Βιταμίνη D',
  'el.dsm': 'Τι χρειάζεται να ξέρετε',
  'el.body': 'Η **βιταμίνη D** βοηθά.',
  'en.tl': '',
  'en.dsm': '',
  'en.body': '',
  isPublished: 'on',
};

describe('article form', () => {
  it('reads a new Greek-only article for the insert call', () => {
    const input = articleSaveInput(formOf(greekArticle));
    const parsed = articleSaveSchema.safeParse(input);
    expect(parsed.success && parsed.data).toEqual({
      eurl: 'vitamin-d',
      categoryId: 3,
      contributorId: null,
      format: 'Markdown',
      el: { tl: 'Βιταμίνη D', dsm: 'Τι χρειάζεται να ξέρετε', body: 'Η **βιταμίνη D** βοηθά.' },
      en: null,
      showFront: false,
      isPublished: true,
    });
    expect(insertOrUpdate('newsentries')(input as object)).toBe('admin/newsentries/insert');
  });

  it('reads a stored one with its id for the update call, and asks for every English text once one is given', () => {
    const input = articleSaveInput(formOf({ ...greekArticle, id: '12', 'en.tl': 'Vitamin D' }));
    expect(insertOrUpdate('newsentries')(input as object)).toBe('admin/newsentries/update');
    const parsed = articleSaveSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(schemaFieldErrors(parsed.error)).toEqual({
        'en.dsm': ['required_field'],
        'en.body': ['required_field'],
      });
  });
});

describe('event form', () => {
  it('reads Athens times as instants and a place only where one is typed', () => {
    const input = eventSaveInput(
      formOf({
        eurl: 'free-checks',
        format: 'Markdown',
        'el.tl': 'Δωρεάν μετρήσεις',
        'el.dsm': 'Πίεση και σάκχαρο',
        'el.body': 'Ελάτε',
        'el.place.nm': 'Φαρμακείο',
        'el.place.adr': 'Ερμού 1',
        'el.place.ct': 'Λαμία',
        start: '2026-12-05T10:00',
        end: '2026-12-05T14:00',
        mode: 'InPerson',
        hostIds: '2, 5',
      }),
    );
    const parsed = eventSaveSchema.safeParse(input);
    expect(parsed.success && parsed.data).toMatchObject({
      start: '2026-12-05T08:00:00.000Z',
      end: '2026-12-05T12:00:00.000Z',
      el: { place: { nm: 'Φαρμακείο', adr: 'Ερμού 1', ct: 'Λαμία' } },
      en: null,
      hostIds: [2, 5],
      registrationUrl: null,
    });
  });
});

describe('video, contributor and page forms', () => {
  it('read as the contract saves them', () => {
    expect(
      adminVideoSaveSchema.safeParse(
        videoSaveInput(
          formOf({
            eurl: 'sunscreen',
            categoryId: '1',
            format: 'PlainText',
            'el.tl': 'Αντηλιακό',
            'el.ds': 'Πώς το βάζουμε',
            embedUrl: 'https://www.youtube-nocookie.com/embed/abc',
            poster: '/media/videos/sunscreen.jpg',
            durationSeconds: '95',
            groupCode: '',
          }),
        ),
      ).success,
    ).toBe(true);
    expect(
      adminContributorSaveSchema.parse(
        contributorSaveInput(
          formOf({
            eurl: 'maria',
            format: 'Markdown',
            'el.nm': 'Μαρία',
            'el.role': 'Φαρμακοποιός',
            'el.bio': 'Βιογραφικό',
            'en.nm': 'Maria',
            'en.role': 'Pharmacist',
            'en.bio': ' ',
            img: '',
          }),
        ),
      ),
    ).toMatchObject({ en: { nm: 'Maria', bio: null }, img: null, position: 0 });
    expect(
      adminPageSaveSchema.parse(
        pageSaveInput(
          formOf({
            'eurls.el': 'about',
            'eurls.en': '',
            format: 'Html',
            'el.tl': 'Σχετικά',
            'el.ds': 'Ποιοι',
            'el.body': '<p>Εμείς</p>',
          }),
        ),
      ),
    ).toMatchObject({ eurls: { el: 'about', en: null }, en: null, isPublished: false });
  });
});

describe('FAQ and banner forms', () => {
  it('drops blank place rows and keeps the typed ones in order', () => {
    const parsed = adminFaqSaveSchema.parse(
      faqSaveInput(
        formOf({
          format: 'Markdown',
          'el.q': 'Πότε έρχεται η παραγγελία;',
          'el.a': 'Σε 1-3 ημέρες.',
          'places.0.entityType': '',
          'places.0.entityId': '',
          'places.0.path': '/cart',
          'places.0.section': 'delivery',
          'places.0.position': '2',
          'places.1.entityType': '',
          'places.1.entityId': '',
          'places.1.path': '',
          'places.1.section': '',
          'places.1.position': '',
          'places.2.entityType': 'Product',
          'places.2.entityId': '7',
          'places.2.path': '',
          'places.2.section': '',
          'places.2.position': '',
        }),
      ),
    );
    expect(parsed.places).toEqual([
      { entityType: null, entityId: null, path: '/cart', section: 'delivery', position: 2 },
      { entityType: 'Product', entityId: 7, path: null, section: '', position: 0 },
    ]);
  });

  it('keeps a picture’s variants and names a missing Greek picture', () => {
    const base = {
      groupName: 'home-hero',
      'el.tl': 'Χειμώνας',
      'el.image.width': '1600',
      'el.image.height': '500',
      'el.image.variants': '[{"src":"/media/b/800.webp","w":800}]',
    };
    expect(
      adminBannerSaveSchema.parse(bannerSaveInput(formOf({ ...base, 'el.image.src': '/media/b/1600.webp' }))),
    ).toMatchObject({
      el: {
        image: { src: '/media/b/1600.webp', width: 1600, variants: [{ src: '/media/b/800.webp', w: 800 }] },
      },
      en: null,
    });
    const parsed = adminBannerSaveSchema.safeParse(bannerSaveInput(formOf({ ...base, 'el.image.src': '' })));
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(Object.keys(schemaFieldErrors(parsed.error))).toEqual(['el.image']);
  });
});
