import type { AdminDashboard } from '@shop/contract';
import { Link } from 'react-router';
import { adminPath, DataTable, formatAdminMoney, Header, PageHeading } from '~/features/admin-frame';
import { statusKey } from '~/features/admin-orders';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

function Tile({
  label,
  value,
  to,
  testId,
  note,
}: {
  label: string;
  value: string | number;
  to: string;
  testId: string;
  /** What the figure counts, when its label alone does not say. */
  note?: string;
}) {
  return (
    <Link
      to={to}
      className="block rounded-lg border border-line bg-white p-4 hover:border-brand-600"
      data-testid={testId}
    >
      <span className="block text-sm text-muted">{label}</span>
      <span className="mt-1 block text-2xl font-semibold">{value}</span>
      {note && <span className="mt-1 block text-xs text-muted">{note}</span>}
    </Link>
  );
}

/** What waits for staff today: orders and revenue, orders by status, low stock, reviews. */
export function Dashboard({ dashboard }: { dashboard: AdminDashboard }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <>
      <PageHeading title={t('nav.dashboard')} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Tile
          label={t('dashboard.orders_today')}
          value={dashboard.today.orders}
          to={adminPath(language, '/orders')}
          testId="orders-today"
        />
        <Tile
          label={t('dashboard.revenue_today')}
          value={formatAdminMoney(dashboard.today.revenue, language)}
          to={adminPath(language, '/orders')}
          testId="revenue-today"
          note={t('dashboard.revenue_note')}
        />
        <Tile
          label={t('dashboard.pending_reviews')}
          value={dashboard.pendingReviews}
          to={adminPath(language, '/reviews')}
          testId="pending-reviews"
        />
        <Tile
          label={t('dashboard.low_stock', { threshold: dashboard.lowStock.threshold })}
          value={dashboard.lowStock.total}
          to={adminPath(language, '/products?sort=stock&dir=asc')}
          testId="low-stock"
        />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="waiting-orders">
          <h2 id="waiting-orders" className="mb-2 font-semibold">
            {t('dashboard.waiting')}
          </h2>
          {dashboard.waiting.length === 0 ? (
            <p className="text-sm text-muted">{t('dashboard.nothing_waits')}</p>
          ) : (
            <ul className="divide-y divide-line rounded-lg border border-line bg-white">
              {dashboard.waiting.map((group) => (
                <li key={group.st}>
                  <Link
                    to={adminPath(language, `/orders?st=${group.st}`)}
                    className="flex justify-between px-4 py-2 hover:bg-brand-50"
                  >
                    <span>{t(statusKey(group.st))}</span>
                    <span className="font-semibold tabular-nums">{group.cnt}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="low-stock">
          <h2 id="low-stock" className="mb-2 font-semibold">
            {t('dashboard.low_stock', { threshold: dashboard.lowStock.threshold })}
          </h2>
          <DataTable
            caption={t('dashboard.low_stock', { threshold: dashboard.lowStock.threshold })}
            head={
              <>
                <Header>{t('products.code')}</Header>
                <Header>{t('products.name')}</Header>
                <Header className="text-right">{t('products.stock')}</Header>
              </>
            }
          >
            {dashboard.lowStock.items.map((product) => (
              <tr key={product.id}>
                <td className="px-3 py-2 font-mono">{product.code}</td>
                <td className="px-3 py-2">
                  <Link
                    to={adminPath(language, `/products/${product.id}`)}
                    className="text-brand-800 underline"
                  >
                    {product.nm}
                  </Link>
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{product.stock}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      </div>
    </>
  );
}
