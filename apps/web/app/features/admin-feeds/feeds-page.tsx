import { type AdminFeedSettings, FEED_NAMES, type FeedName } from '@shop/contract';
import { Form, useActionData } from 'react-router';
import { DataTable, Header, PageHeading, useMayChange } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

export interface FeedCategory {
  id: number;
  name: string;
}

export interface FeedsPageData {
  settings: AdminFeedSettings;
  categories: FeedCategory[];
}

const FEED_TITLES: Record<FeedName, string> = {
  skroutz: 'Skroutz',
  bestprice: 'BestPrice',
  google: 'Google Merchant Center',
};

const input = 'rounded-md border border-line px-3 py-2';
const button = 'rounded-md bg-brand-700 px-3 py-2 text-sm text-white';

function FeedSection({ feed, data }: { feed: FeedName; data: FeedsPageData }) {
  const { t } = useTranslation('admin');
  const mayChange = useMayChange('catalog');
  const names = new Map(data.categories.map((category) => [category.id, category.name]));
  const excluded = data.settings.categories.filter((rule) => rule.feed === feed);
  const products = data.settings.products.filter((rule) => rule.feed === feed);
  return (
    <section aria-label={FEED_TITLES[feed]} className="mb-8 rounded-md border border-line p-4">
      <h2 className="mb-1 text-lg font-semibold">{FEED_TITLES[feed]}</h2>
      <p className="mb-3 text-sm">
        <a className="underline" href={`/feeds/${feed}.xml`}>{`/feeds/${feed}.xml`}</a>
      </p>
      <h3 className="font-medium">{t('feeds.excluded_categories')}</h3>
      {excluded.length === 0 ? (
        <p className="text-muted mb-2">{t('feeds.none_excluded')}</p>
      ) : (
        <ul className="mb-2 list-disc pl-6">
          {excluded.map((rule) => (
            <li key={rule.categoryId} className="flex items-center gap-2">
              {names.get(rule.categoryId) ?? rule.categoryId}
              {mayChange ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="category" />
                  <input type="hidden" name="feed" value={feed} />
                  <input type="hidden" name="categoryId" value={rule.categoryId} />
                  <input type="hidden" name="excluded" value="false" />
                  <button type="submit" className="text-sm underline">
                    {t('feeds.list_again')}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {mayChange ? (
        <Form method="post" className="mb-4 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="category" />
          <input type="hidden" name="feed" value={feed} />
          <input type="hidden" name="excluded" value="true" />
          <label className="flex flex-col text-sm">
            {t('feeds.category')}
            <select name="categoryId" className={input} required>
              {data.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={button}>
            {t('feeds.leave_out')}
          </button>
        </Form>
      ) : null}
      <h3 className="font-medium">{t('feeds.products')}</h3>
      {products.length > 0 ? (
        <DataTable
          caption={t('feeds.products')}
          head={
            <>
              <Header>{t('feeds.product_id')}</Header>
              <Header>{t('feeds.listed')}</Header>
            </>
          }
        >
          {products.map((rule) => (
            <tr key={rule.productId}>
              <td className="px-3 py-2">{rule.productId}</td>
              <td className="px-3 py-2">{rule.listed ? t('yes') : t('no')}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      {mayChange ? (
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="product" />
          <input type="hidden" name="feed" value={feed} />
          <label className="flex flex-col text-sm">
            {t('feeds.product_id')}
            <input name="productId" inputMode="numeric" required className={input} />
          </label>
          <label className="flex flex-col text-sm">
            {t('feeds.listed')}
            <select name="listed" className={input}>
              <option value="false">{t('feeds.never')}</option>
              <option value="true">{t('feeds.always')}</option>
              <option value="">{t('feeds.as_categories')}</option>
            </select>
          </label>
          <button type="submit" className={button}>
            {t('save')}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

/** What each price-comparison feed lists: categories left out (with those below them), products' own rules, weights. */
export function FeedsPage(data: FeedsPageData) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const mayChange = useMayChange('catalog');
  const answer = useActionData() as { ok: boolean } | undefined;
  return (
    <>
      <PageHeading title={t('feeds.title')} />
      <p className="mb-4 max-w-prose text-sm">{t('feeds.intro')}</p>
      {answer?.ok === true ? (
        <p role="status" className="mb-4 text-green-800">
          {t('saved')}
        </p>
      ) : null}
      {answer?.ok === false ? (
        <p role="alert" className="mb-4 text-red-700">
          {t('problem')}
        </p>
      ) : null}
      {FEED_NAMES.map((feed) => (
        <FeedSection key={feed} feed={feed} data={data} />
      ))}
      <section aria-label={t('feeds.weights')}>
        <h2 className="mb-2 text-lg font-semibold">{t('feeds.weights')}</h2>
        <ul className="mb-2 list-disc pl-6">
          {data.settings.weights.map((weight) => (
            <li key={weight.productId}>
              #{weight.productId}: {weight.weightGrams.toLocaleString(language === 'el' ? 'el-GR' : 'en-GB')}{' '}
              g
            </li>
          ))}
        </ul>
        {mayChange ? (
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="weight" />
            <label className="flex flex-col text-sm">
              {t('feeds.product_id')}
              <input name="productId" inputMode="numeric" required className={input} />
            </label>
            <label className="flex flex-col text-sm">
              {t('feeds.grams')}
              <input name="weightGrams" inputMode="numeric" className={input} />
            </label>
            <button type="submit" className={button}>
              {t('save')}
            </button>
          </Form>
        ) : null}
      </section>
    </>
  );
}
