import {
  type Product,
  REVIEW_PRODUCT_ENTITY,
  REVIEW_TEXT_MAX_LENGTH,
  type Review,
  reviewFormSchema,
} from '@shop/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FieldError, SubmitButton, TextField } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { Stars } from '~/features/catalog';
import { useLanguage } from '~/lib/language';
import { forgetRouteData } from '~/lib/route-data-cache';
import { useTranslation } from '~/lib/use-translation';
import { useCustomerReview } from '../api/get-customer-review';
import { saveReview } from '../api/save-review';
import { RatingInput } from './rating-input';

const fieldClass =
  'w-full rounded-md border border-line px-3 py-2 text-base outline-none focus:border-brand-600 aria-[invalid=true]:border-sale';

/** Title, text and rating (spec 001 §5), checked by the contract's schema before they are sent. */
function ReviewFields({
  product,
  existing,
  onSaved,
}: {
  product: Product;
  existing: Review | null;
  onSaved: (review: Review) => void;
}) {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  const textId = useId();
  const [rating, setRating] = useState(existing?.rt ?? 0);
  const { errors, pending, onSubmit } = useContractForm(reviewFormSchema, async (form) => {
    const saved = await saveReview(
      language,
      { ...form, to_ent: REVIEW_PRODUCT_ENTITY, to_id: product.id },
      existing !== null,
    );
    onSaved(saved);
  });
  const textInvalid = Boolean(errors.txt?.length);
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="mt-3 space-y-4"
      aria-labelledby="review-form-title"
    >
      <TextField
        name="tl"
        label={t('form.tl')}
        defaultValue={existing?.tl ?? ''}
        maxLength={100}
        errors={errors.tl}
      />
      <div className="space-y-1">
        <label htmlFor={textId} className="text-sm font-medium">
          {t('form.txt')}
        </label>
        <textarea
          id={textId}
          name="txt"
          rows={5}
          defaultValue={existing?.txt ?? ''}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          aria-invalid={textInvalid}
          aria-describedby={textInvalid ? `${textId}-error ${textId}-hint` : `${textId}-hint`}
          className={fieldClass}
        />
        <p id={`${textId}-hint`} className="text-sm text-muted">
          {t('form.txt_hint')}
        </p>
        <FieldError id={`${textId}-error`} errors={errors.txt} />
      </div>
      <RatingInput name="rt" value={rating} onChange={setRating} errors={errors.rt} />
      <SubmitButton pending={pending}>{existing ? t('form.save') : t('form.submit')}</SubmitButton>
    </form>
  );
}

/**
 * The signed-in customer's review of the product: the form for a first one; for one already
 * written, its state (waiting, published, not approved) and a button to edit it. After sending,
 * the customer is told that it appears once approved.
 */
export function ReviewForm({ product }: { product: Product }) {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  const revalidator = useRevalidator();
  const { data, error } = useCustomerReview(language, product.id);
  // The review just saved, shown until the customer's review read again after it arrives.
  const [saved, setSaved] = useState<{ review: Review; over: typeof data } | null>(null);
  const [editing, setEditing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (submitted) status.current?.focus();
  }, [submitted]);
  if (!data && error === undefined) return <div className="mt-6 min-h-40" aria-busy="true" />;
  const existing = saved && saved.over === data ? saved.review : (data?.item ?? null);

  const onSaved = (review: Review) => {
    setSaved({ review, over: data });
    // An edited review leaves the public list until it is approved again.
    forgetRouteData();
    void revalidator.revalidate();
    setEditing(false);
    setSubmitted(true);
  };

  const showForm = existing === null || editing;
  return (
    <div className="mt-6 max-w-2xl rounded-lg border border-line p-4">
      <h3 id="review-form-title" className="text-lg font-semibold">
        {existing ? t('form.edit_title') : t('form.title')}
      </h3>
      {showForm ? (
        <ReviewFields product={product} existing={existing} onSaved={onSaved} />
      ) : (
        <div ref={status} tabIndex={-1} className="mt-2 space-y-2 outline-none" data-testid="own-review">
          <p className="flex items-center gap-2">
            <Stars rating={existing.rt} />
            <strong lang={existing.lng}>{existing.tl}</strong>
          </p>
          <p role="status" className="text-sm text-brand-800">
            {submitted ? t('form.submitted') : t(`form.status_${existing.st}`)}
          </p>
          <button
            type="button"
            onClick={() => {
              setSubmitted(false);
              setEditing(true);
            }}
            className="rounded-md border border-brand-700 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            {t('form.edit')}
          </button>
        </div>
      )}
    </div>
  );
}
