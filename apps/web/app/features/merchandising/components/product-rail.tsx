import type { Product } from '@shop/contract';
import { type ReactNode, useState } from 'react';
import { ProductCard } from '~/features/catalog';

/** The cards a wide screen shows at once: the rest are rendered when the shopper reaches for them. */
const FIRST_CARDS = 5;

/**
 * Products in one row that scrolls sideways, each snapping into place: two at a time on a phone,
 * up to five on a wide screen. The first five are server-rendered; the others join at the row's
 * end (nothing on screen moves) once it is scrolled, hovered or focused, so a page of rails does
 * not build every card before anyone looks (issue 32: home's elements).
 */
export function ProductRail({ products, label }: { products: Product[]; label: string }) {
  const [reached, setReached] = useState(false);
  const shown = reached ? products : products.slice(0, FIRST_CARDS);
  const reach = shown.length < products.length ? () => setReached(true) : undefined;
  return (
    <ul
      aria-label={label}
      className="-mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-3"
      data-testid="product-rail"
      // The row snaps to its first card's edge (a few pixels) as it is laid out: that is no reach.
      onScroll={reach && ((event) => event.currentTarget.scrollLeft > 16 && reach())}
      onPointerEnter={reach}
      onFocus={reach}
    >
      {shown.map((product) => (
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
