import type { Language } from '@shop/contract';
import { useNavigate } from 'react-router';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage, useLocalizedPath } from '~/lib/language';
import { useSingleUseLink } from '~/lib/use-single-use-link';
import { addLinesToCart } from '../cart-actions';

interface LinkLine {
  pid: number;
  dimension: number;
  qty: number;
}

interface LinesToCartPageProps {
  /** The lines a mailed, signed link names (read once: the link may be single-use). */
  lines: (language: Language) => Promise<{ items: LinkLine[] }>;
  texts: { title: string; working: string; nothing: string };
  /** Where the page sends the shopper when nothing could be added. */
  back: { to: string; label: string };
}

/**
 * A mailed link's page that puts the products it names, still sold, in the cart (the signed-in cart
 * on the server, a guest's in this browser) and opens the cart; nothing is bought until the order.
 */
export function LinesToCartPage({ lines, texts, back }: LinesToCartPageProps) {
  const language = useLanguage();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { data, error, failure } = useSingleUseLink(
    async () => {
      const { items } = await lines(language);
      return addLinesToCart(
        language,
        items.map((item) => ({ productId: item.pid, dimensionId: item.dimension, quantity: item.qty })),
      );
    },
    (added) => {
      if (added > 0) navigate(localized('/cart'), { replace: true });
    },
  );
  return (
    <div className="container-page py-12">
      <h1 className="text-2xl font-semibold">{texts.title}</h1>
      <p className="mt-4" role="status">
        {error ? failure : data === 0 ? texts.nothing : texts.working}
      </p>
      {(error || data === 0) && (
        <LocalizedLink to={back.to} className="mt-4 inline-block text-brand-700 underline">
          {back.label}
        </LocalizedLink>
      )}
    </div>
  );
}
