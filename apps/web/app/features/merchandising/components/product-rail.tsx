import type { Product } from '@shop/contract';
import type { ReactNode } from 'react';
import { ProductCard } from '~/features/catalog';

/**
 * Products in one row that scrolls sideways, each snapping into place: two at a time on a phone,
 * up to five on a wide screen. Server-rendered whole, so nothing moves once the page is there.
 */
export function ProductRail({ products, label }: { products: Product[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className="-mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-3"
      data-testid="product-rail"
    >
      {products.map((product) => (
        <li
          key={product.id}
          className="w-[calc(50%-0.375rem)] shrink-0 snap-start sm:w-[calc(33.333%-0.5rem)] lg:w-[calc(20%-0.6rem)]"
        >
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

/** A home page section: its heading, an optional link to everything, and its content. */
export function RailSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="container-page py-6" aria-labelledby={id} data-testid={id}>
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {more}
      </div>
      {children}
    </section>
  );
}
