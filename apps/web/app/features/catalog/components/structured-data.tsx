import { useMatches } from 'react-router';
import { jsonLdText, type PageSeo } from '../seo';

function jsonLdOf(loaderData: unknown): PageSeo['jsonLd'] {
  if (typeof loaderData !== 'object' || loaderData === null || !('seo' in loaderData)) return [];
  const { seo } = loaderData as { seo: Partial<PageSeo> | null };
  return Array.isArray(seo?.jsonLd) ? seo.jsonLd : [];
}

/**
 * The page's JSON-LD (`seo.jsonLd` of the leaf route's loader data) as `application/ld+json`
 * scripts carrying the response's CSP nonce; React Router's `<Meta>` would write them without one.
 */
export function StructuredData({ nonce }: { nonce: string | undefined }) {
  const leaf = useMatches().at(-1);
  return jsonLdOf(leaf?.loaderData).map((data) => {
    const text = jsonLdText(data);
    return (
      <script
        key={text}
        type="application/ld+json"
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<", ">" and "&" escaped.
        dangerouslySetInnerHTML={{ __html: text }}
      />
    );
  });
}
