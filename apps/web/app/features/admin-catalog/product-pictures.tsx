import type { AdminProduct } from '@shop/contract';
import { FieldError } from '~/components/ui/form-field';
import { AdminForm, useMayChange } from '~/features/admin-frame';
import { useTranslation } from '~/lib/use-translation';

const buttonClass = 'rounded-md border border-line px-3 py-1.5 text-sm hover:bg-gray-50 disabled:opacity-60';

/** A product's pictures, the first the main one: uploaded (resized by the API), made main, removed. */
export function ProductPictures({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin');
  const mayChange = useMayChange('catalog');
  return (
    <section className="rounded-lg border border-line bg-white p-4" aria-labelledby="product-pictures">
      <h2 id="product-pictures" className="mb-3 font-semibold">
        {t('products.pictures')}
      </h2>
      {product.images.length === 0 && <p className="text-sm text-muted">{t('products.no_pictures')}</p>}
      <ul className="flex flex-wrap gap-4">
        {product.images.map((image, index) => (
          <li key={image.id} className="w-36 space-y-2">
            <img
              src={image.thumb}
              alt={image.altEl ?? product.el.nm}
              width={144}
              height={144}
              className="h-36 w-36 rounded border border-line object-contain"
            />
            {index === 0 && (
              <p className="text-xs font-medium text-brand-800">{t('products.main_picture')}</p>
            )}
            {mayChange && (
              <div className="flex flex-wrap gap-2">
                {index > 0 && (
                  <AdminForm intent={`main-picture-${image.id}`}>
                    {({ pending }) => (
                      <>
                        <input type="hidden" name="id" value={product.id} />
                        <input
                          type="hidden"
                          name="imageIds"
                          value={[
                            image.id,
                            ...product.images
                              .filter((other) => other.id !== image.id)
                              .map((other) => other.id),
                          ].join(',')}
                        />
                        <button type="submit" disabled={pending} className={buttonClass}>
                          {t('products.make_main')}
                        </button>
                      </>
                    )}
                  </AdminForm>
                )}
                <AdminForm intent={`remove-picture-${image.id}`}>
                  {({ pending }) => (
                    <>
                      <input type="hidden" name="id" value={product.id} />
                      <input type="hidden" name="imageId" value={image.id} />
                      <button type="submit" disabled={pending} className={buttonClass}>
                        {t('products.remove_picture')}
                      </button>
                    </>
                  )}
                </AdminForm>
              </div>
            )}
          </li>
        ))}
      </ul>
      {mayChange && (
        <AdminForm
          intent="picture"
          encType="multipart/form-data"
          className="mt-4"
          doneText={t('products.picture_added')}
        >
          {({ errors, pending }) => (
            <div className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="id" value={product.id} />
              <label className="flex flex-col text-sm">
                {t('products.add_picture')}
                <input
                  type="file"
                  name="file"
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  required
                  aria-describedby={errors.file ? 'picture-error' : undefined}
                  className="mt-1 text-sm"
                />
              </label>
              <button type="submit" disabled={pending} className={buttonClass}>
                {t('products.upload')}
              </button>
              <FieldError id="picture-error" errors={errors.file} />
            </div>
          )}
        </AdminForm>
      )}
    </section>
  );
}
