import type { Language, NewsEntry, Product } from '@shop/contract';
import { getProductsByCodes, ProductCard } from '~/features/catalog';
import { useLanguage } from '~/lib/language';
import { productCodesOf, splitProductCards } from '../product-cards';
import { RICH_TEXT } from './rich-text';

/** The products an article places, fetched by the loader with the article. */
export function getArticleProducts(language: Language, body: string, signal?: AbortSignal) {
  return getProductsByCodes(language, productCodesOf(splitProductCards(body)), signal);
}

export function SanitisedHtml({ html }: { html: string }) {
  return (
    <div
      className={RICH_TEXT}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitised this HTML with its allow-list when it was stored (decision 020).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * An article's text with its product placeholders drawn as the products' cards; a product no
 * longer on sale leaves the placeholder's own text.
 */
export function ArticleBody({ entry, products: placed }: { entry: NewsEntry; products: Product[] }) {
  const language = useLanguage();
  const parts = splitProductCards(entry.body);
  const products = new Map(placed.map((product) => [product.cd, product]));
  return (
    <div lang={entry.lng} data-testid="article-body">
      {parts.map((part, index) => {
        const product = part.kind === 'product' ? products.get(part.code) : undefined;
        // The parts are the stored body's, in its order, and never move: the index is their identity.
        const key = `${part.kind}-${index}`;
        return product ? (
          <div key={key} className="my-6 max-w-xs" lang={language} data-testid="article-product">
            <ProductCard product={product} />
          </div>
        ) : (
          <SanitisedHtml key={key} html={part.html} />
        );
      })}
    </div>
  );
}
