import { REVIEW_RATINGS } from '@shop/contract';
import { useId } from 'react';
import { FieldError } from '~/components/ui/form-field';
import { useTranslation } from '~/lib/use-translation';

function StarShape({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`h-8 w-8 ${filled ? 'fill-amber-500 stroke-amber-600' : 'fill-none stroke-muted'}`}
      strokeWidth="1.5"
    >
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8L12 2.5z" />
    </svg>
  );
}

interface RatingInputProps {
  name: string;
  value: number;
  onChange: (value: number) => void;
  errors?: string[];
}

/**
 * A rating of 1-5 as native radio buttons drawn as stars: the arrow keys move between them, each
 * reads out as "3 stars", and the stars up to the chosen one are filled.
 */
export function RatingInput({ name, value, onChange, errors }: RatingInputProps) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const invalid = Boolean(errors && errors.length > 0);
  return (
    <fieldset className="space-y-1" aria-describedby={invalid ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">
        {t('form.rating')}
        <span className="ml-0.5 text-sale" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex gap-1">
        {REVIEW_RATINGS.map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              required
              aria-invalid={invalid || undefined}
              className="sr-only"
            />
            <StarShape filled={stars <= value} />
            <span className="sr-only">{t('form.star', { count: stars })}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}
