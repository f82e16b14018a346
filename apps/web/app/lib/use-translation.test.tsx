import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslator, type Translate } from './translate';
import { TranslationProvider, useTranslation } from './use-translation';

const i18n = createTranslator('el', {
  common: { title: 'Αρχική & <καλάθι>' },
  cart: { title: 'Καλάθι', count_one: '{{count, number}} προϊόν', count_other: '{{count, number}} προϊόντα' },
});

function Texts({ seen }: { seen: Translate[] }) {
  const { t } = useTranslation('cart');
  const { t: common, i18n: page } = useTranslation();
  seen.push(t);
  return <p lang={page.language}>{`${common('title')} · ${t('title')} · ${t('count', { count: 1200 })}`}</p>;
}

describe('useTranslation', () => {
  it('translates in the provider’s language and namespace, escaped once by React', () => {
    const html = renderToString(
      <TranslationProvider i18n={i18n}>
        <Texts seen={[]} />
      </TranslationProvider>,
    );
    expect(html).toBe('<p lang="el">Αρχική &amp; &lt;καλάθι&gt; · Καλάθι · 1.200 προϊόντα</p>');
  });

  it('keeps its t across renders of a component, so effects depending on it do not run again', () => {
    const seen: Translate[] = [];
    function Rerendered() {
      const { t } = useTranslation('cart');
      const [renders, setRenders] = useState(1);
      seen.push(t);
      // An update during render renders the component again at once, with its hooks' state.
      if (renders < 3) setRenders(renders + 1);
      return <span>{t('title')}</span>;
    }
    renderToString(
      <TranslationProvider i18n={i18n}>
        <Rerendered />
      </TranslationProvider>,
    );
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(1);
  });

  it('refuses to translate without a provider', () => {
    expect(() => renderToString(<Texts seen={[]} />)).toThrow(/TranslationProvider/);
  });
});
