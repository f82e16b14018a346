import { type TextareaHTMLAttributes, useId } from 'react';
import { FieldError } from '~/components/ui/form-field';
import { useTranslation } from '~/lib/use-translation';

type MessageFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  name: string;
  label: string;
  errors?: string[];
  optional?: boolean;
};

/** A labelled text area whose errors are read out with it, drawn as the kit's text fields are. */
export function MessageField({ name, label, errors, optional, ...textarea }: MessageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = Boolean(errors && errors.length > 0);
  return (
    <div className="space-y-1">
      <div className="flex items-baseline gap-0.5 text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
          {optional && <span className="ml-1 font-normal text-muted">({t('form.optional')})</span>}
        </label>
        {!optional && (
          <span className="text-sale" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <textarea
        id={id}
        name={name}
        rows={5}
        aria-required={!optional}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="w-full rounded-md border border-line px-3 py-2 text-base outline-none focus:border-brand-600 aria-[invalid=true]:border-sale"
        {...textarea}
      />
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}
