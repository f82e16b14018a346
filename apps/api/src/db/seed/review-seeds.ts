import type { Language } from '@shop/contract';
import type { ProductSeed } from './generator.ts';
import { createRandom } from './random.ts';

/** A demo review: approved, or waiting for moderation now and then. */
export interface ReviewSeed {
  authorName: string;
  title: string;
  body: string;
  rating: number;
  /** The language it is written in: a page in the other language says so. */
  language: Language;
  approved: boolean;
  daysAgo: number;
}

const REVIEW_TEXTS: { title: string; body: string; rating: number; language: Language }[] = [
  {
    title: 'Εξαιρετικό προϊόν',
    body: 'Το χρησιμοποιώ καθημερινά εδώ και ένα μήνα και είμαι πολύ ευχαριστημένη.',
    rating: 5,
    language: 'el',
  },
  {
    title: 'Πολύ καλό',
    body: 'Καλή υφή και απορροφάται γρήγορα. Θα το ξαναγόραζα.',
    rating: 4,
    language: 'el',
  },
  {
    title: 'Great value',
    body: 'Does what it promises, and the delivery was quick.',
    rating: 5,
    language: 'en',
  },
  { title: 'Μέτριο', body: 'Περίμενα κάτι περισσότερο για την τιμή του.', rating: 3, language: 'el' },
];
const AUTHORS = ['Μαρία Κ.', 'Γιώργος Π.', 'Ελένη Δ.', 'Nikos S.', 'Κατερίνα Μ.', 'Anna L.'];

/** Average of approved ratings to two decimals, rounded as the reviews domain and PostgreSQL round it. */
export function ratingAverage(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum * 100) / ratings.length) / 100;
}

/**
 * Gives each product up to three reviews (as many as its drawn rating count allows) and makes its
 * rating average and count those of the approved ones, as the reviews domain keeps them: the
 * card, the product page and the listing's rating facet then agree. Its own random sequence, so
 * the rest of the catalogue is drawn as before; the same catalogue always gets the same reviews.
 */
export function attachReviews(products: ProductSeed[]): void {
  const random = createRandom(products.length * 31 + 7);
  for (const product of products) {
    const count = Math.min(3, product.ratingCount);
    product.reviews = [];
    for (let n = 0; n < count; n++) {
      const text = random.pick(REVIEW_TEXTS);
      product.reviews.push({
        authorName: random.pick(AUTHORS),
        title: text.title,
        body: text.body,
        rating: text.rating,
        language: text.language,
        approved: !(n === 2 && random.chance(0.3)),
        daysAgo: random.int(1, 200),
      });
    }
    const approved = product.reviews.filter((review) => review.approved).map((review) => review.rating);
    product.ratingAverage = ratingAverage(approved);
    product.ratingCount = approved.length;
  }
}
