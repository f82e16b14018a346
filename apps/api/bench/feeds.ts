/**
 * Streams each price-comparison feed for a generated catalogue (50,000 products by default,
 * `--products N`) through the feeds' own writer and formats, into a sink that counts the bytes,
 * and prints the process's resident memory before and at its peak while streaming. Products are
 * made a batch at a time, as the catalogue hands them over, so the peak is the writer's own.
 *
 *   npm run bench:feeds -w apps/api -- --products 50000 --ceiling-mb 400
 */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { Availability, FEED_NAMES, type FeedName } from '@shop/contract';
import { type ProductSource, type PublishedProduct, toProductDto } from '../src/modules/catalog/index.ts';
import { bestPriceFormat } from '../src/modules/feeds/bestprice.ts';
import { googleFormat } from '../src/modules/feeds/google.ts';
import { skroutzFormat } from '../src/modules/feeds/skroutz.ts';
import { writeFeed } from '../src/modules/feeds/writer.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '50000' },
    /** The run fails when the process's resident memory passes this while streaming. */
    'ceiling-mb': { type: 'string', default: '400' },
  },
});
const PRODUCTS = Number(values.products);
const CEILING = Number(values['ceiling-mb']) * 1024 * 1024;
const BATCH = 200;
const AVAILABILITIES = [
  Availability.Available,
  Availability.Limited,
  Availability.Days_1_3,
  Availability.Exhausted,
];

function source(id: number): ProductSource {
  const sizes = id % 5 === 0 ? 3 : 0;
  return {
    id,
    code: `PH${id}`,
    barcode: String(5_200_000_000_000 + id),
    eurl: `product-${id}-κρέμα-προσώπου`,
    nameEl: `Κρέμα Προσώπου Ενυδατική ${id} 50ml`,
    nameEn: `Face Cream ${id} 50ml`,
    shortDescriptionEl: `<p>Ενυδατική κρέμα για κάθε τύπο επιδερμίδας, προϊόν ${id}.</p>`,
    shortDescriptionEn: null,
    descriptionEl: null,
    descriptionEn: null,
    productType: 0,
    taxClass: 0,
    manufacturerId: 1,
    availability: AVAILABILITIES[id % AVAILABILITIES.length] ?? Availability.Available,
    stock: id % 7,
    orderMaxQuantity: null,
    addDisabled: false,
    nonReturnable: false,
    priceCents: 500 + (id % 5_000),
    listPriceCents: id % 3 === 0 ? 900 + (id % 5_000) : null,
    retailPriceCents: null,
    discountPercent: 0,
    netQuantity: 50,
    netUnit: 'ml',
    ratingAverage: 0,
    ratingCount: 0,
    effectivePriceCents: null,
    discountRate: null,
    manufacturer: { nameEl: 'Dermaline', nameEn: 'Dermaline' },
    images: [{ url: `/media/products/${id}-1.webp` }, { url: `/media/products/${id}-2.webp` }],
    dimensions: Array.from({ length: sizes }, (_, index) => ({
      id: id * 10 + index,
      sizeTextEl: `${(index + 1) * 50}ml`,
      sizeTextEn: `${(index + 1) * 50}ml`,
      colorTextEl: null,
      colorTextEn: null,
      colorValue: null,
      image: null,
      stock: index,
      priceCents: 600 + index * 100,
      listPriceCents: null,
    })),
    categories: [{ isPrimary: true, category: { id: 7, nameEl: 'Πρόσωπο', nameEn: 'Face' } }],
    statuses: [],
  };
}

/** The catalogue a batch at a time, each made when asked for. */
async function* catalogue(): AsyncGenerator<PublishedProduct[]> {
  const trail = [
    { id: 1, nm: 'Πρόσωπο', eurl: 'face' },
    { id: 7, nm: 'Ενυδάτωση', eurl: 'hydration' },
  ];
  for (let start = 1; start <= PRODUCTS; start += BATCH) {
    const batch: PublishedProduct[] = [];
    for (let id = start; id < Math.min(start + BATCH, PRODUCTS + 1); id += 1) {
      batch.push({
        dto: toProductDto(source(id), 'el', trail),
        categoryIds: [7],
        taxClass: 0,
        sizeBarcodes: new Map(),
      });
    }
    yield batch;
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function bench(feed: FeedName) {
  const format =
    feed === 'skroutz'
      ? skroutzFormat
      : feed === 'bestprice'
        ? bestPriceFormat
        : googleFormat({ title: 'Φαρμακείο', publicUrl: 'https://shop.example.gr' }, new Date());
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  let heapPeak = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peak = Math.max(peak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapUsed);
  }, 20);
  let bytes = 0;
  const started = performance.now();
  await pipeline(
    Readable.from(
      writeFeed(
        format,
        { excludedCategories: new Set(), products: new Map() },
        {
          publicUrl: 'https://shop.example.gr',
          weights: new Map(),
          courier: { costCents: 350, freeAboveThreshold: true },
          freeShippingThresholdCents: 3_900,
        },
        '2026-05-01 13:00',
        catalogue(),
      ),
    ),
    new Writable({
      highWaterMark: 64 * 1024,
      write(chunk: Buffer | string, _encoding, done) {
        bytes += Buffer.byteLength(chunk);
        // A slow reader (a crawler on a far network): the writer must wait, not pile up.
        setImmediate(done);
      },
    }),
  );
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${feed.padEnd(9)} ${PRODUCTS} products  ${mb(bytes).padStart(9)} written in ${Math.round(performance.now() - started)} ms  RSS before ${mb(before)}, peak ${mb(peak)}; heap peak ${mb(heapPeak)}`,
  );
  return peak;
}

let highest = 0;
for (const feed of FEED_NAMES) highest = Math.max(highest, await bench(feed));
if (highest > CEILING) {
  console.error(`peak RSS ${mb(highest)} is above the ceiling of ${mb(CEILING)}`);
  process.exitCode = 1;
}
