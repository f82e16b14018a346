import type { ContactInfo, TakeawayStore } from '@shop/contract';
import { useTranslation } from '~/lib/use-translation';
import { CallbackForm } from './callback-form';
import { ContactMessageForm } from './contact-message-form';
import { ShopDetails } from './shop-details';

/** The contact page (spec 000 §2 `contact`): how to reach the shop, a message form and a call-me-back form. */
export function ContactPage({ info, stores }: { info: ContactInfo | null; stores: TakeawayStore[] | null }) {
  const { t } = useTranslation('contact');
  return (
    <div className="container-page space-y-8 py-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      <ShopDetails info={info} stores={stores} />
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="contact-message" className="space-y-3 rounded-lg border border-line p-4">
          <h2 id="contact-message" className="text-lg font-semibold">
            {t('message.title')}
          </h2>
          <p className="text-sm text-muted">{t('message.intro')}</p>
          <ContactMessageForm />
        </section>
        <section aria-labelledby="contact-callback" className="space-y-3 rounded-lg border border-line p-4">
          <h2 id="contact-callback" className="text-lg font-semibold">
            {t('callback.title')}
          </h2>
          <p className="text-sm text-muted">{t('callback.intro')}</p>
          <CallbackForm />
        </section>
      </div>
    </div>
  );
}
