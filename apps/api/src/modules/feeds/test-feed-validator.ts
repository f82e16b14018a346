import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** One offer a feed makes, as read back from its XML: what the tests compare with the product page. */
export interface FeedOffer {
  /** The product and, for one size, the size: `<product id>` or `<product id>-<size id>`. */
  id: string;
  productId: number;
  sizeId: number | null;
  priceCents: number;
  /** The site's own availability words. */
  availability: string;
  /** Whether the feed tells shoppers they can buy it now. */
  offeredAsOrderable: boolean;
  link: string;
}

export interface FeedReading {
  offers: FeedOffer[];
  errors: string[];
}

const SKROUTZ_AVAILABILITIES = [
  'In stock',
  'Available from 1 to 3 days',
  'Available from 4 to 6 days',
  'Available up to 12 days',
];
const BESTPRICE_AVAILABILITIES = [
  'Άμεσα διαθέσιμο',
  'Διαθέσιμο σε 1-3 ημέρες',
  'Διαθέσιμο σε 4-10 ημέρες',
  'Κατόπιν παραγγελίας',
];
const GOOGLE_AVAILABILITIES = ['in_stock', 'out_of_stock', 'preorder', 'backorder'];

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) =>
    [
      'product',
      'item',
      'variation',
      'additionalimage',
      'additional_image',
      'g:additional_image_link',
    ].includes(name),
});

const text = (node: Node, name: string): string | undefined => {
  const value = node[name];
  return typeof value === 'string' ? value : undefined;
};

const PRICE = /^(0|[1-9]\d*)\.\d{2}$/;
const cents = (price: string) => Math.round(Number(price) * 100);

function splitId(id: string): { productId: number; sizeId: number | null } {
  const [product, size] = id.split('-');
  return { productId: Number(product), sizeId: size === undefined ? null : Number(size) };
}

/**
 * Reads a feed with an XML parser and checks it against its site's format: well-formed, the
 * required fields present, prices in the site's format, availability in the site's words, ids
 * unique, and nothing sold out offered as in stock (a quantity of 0 said "In stock").
 */
export function readFeed(feed: 'skroutz' | 'bestprice' | 'google', xml: string): FeedReading {
  const errors: string[] = [];
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    return { offers: [], errors: [`not well-formed: ${valid.err.msg} at line ${valid.err.line}`] };
  const document = parser.parse(xml) as Node;
  const offers: FeedOffer[] = [];
  const require = (node: Node, where: string, names: string[]) => {
    for (const name of names) if (!text(node, name)?.trim()) errors.push(`${where}: ${name} missing`);
  };
  const absoluteLink = (where: string, value: string | undefined) => {
    if (value && !/^https?:\/\/[^/]+\//.test(value)) errors.push(`${where}: ${value} is not an absolute URL`);
  };

  if (feed === 'google') {
    const rss = document.rss as Node | undefined;
    if (rss?.['@_version'] !== '2.0' || rss['@_xmlns:g'] !== 'http://base.google.com/ns/1.0') {
      errors.push('not an RSS 2.0 document with the g: namespace');
    }
    const channel = (rss?.channel ?? {}) as Node;
    require(channel, 'channel', ['title', 'link', 'description']);
    for (const item of (channel.item ?? []) as Node[]) {
      const id = text(item, 'g:id') ?? '';
      const where = `item ${id}`;
      require(item, where, [
        'g:id',
        'g:title',
        'g:description',
        'g:link',
        'g:image_link',
        'g:availability',
        'g:price',
        'g:condition',
      ]);
      absoluteLink(where, text(item, 'g:link'));
      absoluteLink(where, text(item, 'g:image_link'));
      const availability = text(item, 'g:availability') ?? '';
      if (!GOOGLE_AVAILABILITIES.includes(availability))
        errors.push(`${where}: availability ${availability}`);
      if (
        ['preorder', 'backorder'].includes(availability) &&
        !/^\d{4}-\d\d-\d\dT\d\d:\d\d(Z|[+-]\d{4})$/.test(text(item, 'g:availability_date') ?? '')
      ) {
        errors.push(`${where}: ${availability} without an availability_date`);
      }
      const [regular, regularCurrency] = (text(item, 'g:price') ?? '').split(' ');
      if (!PRICE.test(regular ?? '') || regularCurrency !== 'EUR')
        errors.push(`${where}: price ${text(item, 'g:price')}`);
      const sale = text(item, 'g:sale_price');
      const [salePrice, saleCurrency] = (sale ?? '').split(' ');
      if (
        sale !== undefined &&
        (!PRICE.test(salePrice ?? '') ||
          saleCurrency !== 'EUR' ||
          cents(salePrice ?? '') >= cents(regular ?? ''))
      ) {
        errors.push(`${where}: sale price ${sale} is not below ${text(item, 'g:price')}`);
      }
      offers.push({
        id,
        ...splitId(id),
        priceCents: cents(sale === undefined ? (regular ?? '') : (salePrice ?? '')),
        availability,
        offeredAsOrderable: availability !== 'out_of_stock',
        link: text(item, 'g:link') ?? '',
      });
    }
  } else {
    const skroutz = feed === 'skroutz';
    const root = (skroutz ? document.mywebstore : document.webstore) as Node | undefined;
    if (!root) errors.push(`no <${skroutz ? 'mywebstore' : 'webstore'}> root`);
    const created = text(root ?? {}, skroutz ? 'created_at' : 'date') ?? '';
    if (!/^\d{4}-\d\d-\d\d \d\d:\d\d$/.test(created)) errors.push(`creation date ${created}`);
    const phrases = skroutz ? SKROUTZ_AVAILABILITIES : BESTPRICE_AVAILABILITIES;
    const priceName = skroutz ? 'price_with_vat' : 'price';
    const products = ((root?.products as Node | undefined)?.product ?? []) as Node[];
    for (const product of products) {
      const id = text(product, skroutz ? 'id' : 'productId') ?? '';
      const where = `product ${id}`;
      require(product, where, [
        skroutz ? 'id' : 'productId',
        'name',
        'link',
        'image',
        skroutz ? 'category' : 'categoryPath',
        priceName,
        'availability',
        'mpn',
        'quantity',
        'instock',
      ]);
      absoluteLink(where, text(product, 'link'));
      absoluteLink(where, text(product, 'image'));
      const variations = ((product.variations as Node | undefined)?.variation ?? []) as Node[];
      const lines = variations.length > 0 ? variations : [product];
      for (const line of lines) {
        const lineId = text(line, variations.length > 0 ? 'variationid' : skroutz ? 'id' : 'productId') ?? '';
        const price = text(line, priceName) ?? '';
        const availability = text(line, 'availability') ?? '';
        const quantity = Number(text(line, 'quantity'));
        if (!PRICE.test(price)) errors.push(`${where}: price ${price}`);
        if (!phrases.includes(availability)) errors.push(`${where}: availability ${availability}`);
        if (!Number.isInteger(quantity) || quantity < 0)
          errors.push(`${where}: quantity ${text(line, 'quantity')}`);
        if (availability === phrases[0] && quantity <= 0)
          errors.push(`${lineId}: in stock with a quantity of ${quantity}`);
        offers.push({
          id: lineId,
          ...splitId(lineId),
          priceCents: cents(price),
          availability,
          offeredAsOrderable: true,
          link: text(product, 'link') ?? '',
        });
      }
    }
  }
  const ids = offers.map((offer) => offer.id);
  for (const id of new Set(ids))
    if (ids.indexOf(id) !== ids.lastIndexOf(id)) errors.push(`${id} listed twice`);
  return { offers, errors };
}
