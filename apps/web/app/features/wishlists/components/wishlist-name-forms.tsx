import { isValidWishlistName, WISHLIST_NAME_MAX_LENGTH } from '@shop/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { useFailureToast } from '../use-failure-toast';

/** A list name as it is typed, checked before it is sent (spec 000 §5: not blank once trimmed). */
function useWishlistName(initial: string) {
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  /** The trimmed name when it may be sent; otherwise null, and the field shows why. */
  const accept = (): string | null => {
    const valid = isValidWishlistName(value);
    setInvalid(!valid);
    return valid ? value.trim() : null;
  };
  return { value, setValue, invalid, accept };
}

function NameError({ id, className }: { id: string; className: string }) {
  const { t } = useTranslation('wishlists');
  return (
    <p id={id} className={`text-sm text-sale ${className}`}>
      {t('add_to_wishlist_modal.errors_empty_wishlist_name')}
    </p>
  );
}

/** A new list by name, in the add-to-wishlist dialog and on the lists page; the name is kept if creating fails. */
export function NewWishlistForm({
  onCreate,
  className,
}: {
  onCreate: (name: string) => Promise<unknown>;
  className?: string;
}) {
  const { t } = useTranslation('wishlists');
  const id = useId();
  const name = useWishlistName('');
  const failed = useFailureToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const accepted = name.accept();
    if (accepted === null) return;
    try {
      await onCreate(accepted);
      name.setValue('');
    } catch (error) {
      failed(error);
    }
  };
  return (
    <form onSubmit={submit} noValidate className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t('dialog.new_list')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={name.value}
          maxLength={WISHLIST_NAME_MAX_LENGTH}
          onChange={(event) => name.setValue(event.target.value)}
          aria-invalid={name.invalid || undefined}
          aria-describedby={name.invalid ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-md border border-line px-3 py-2"
        />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-white">
          {t('dialog.create')}
        </button>
      </div>
      {name.invalid && <NameError id={`${id}-error`} className="mt-1" />}
    </form>
  );
}

/** Renames a list; the button waits for a changed name. */
export function RenameWishlistForm({ name, onRename }: { name: string; onRename: (name: string) => void }) {
  const { t } = useTranslation('wishlists');
  const id = useId();
  const field = useWishlistName(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const accepted = field.accept();
    if (accepted !== null) onRename(accepted);
  };
  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-wrap gap-2">
      <label htmlFor={id} className="sr-only">
        {t('list.name')}
      </label>
      <input
        id={id}
        value={field.value}
        maxLength={WISHLIST_NAME_MAX_LENGTH}
        onChange={(event) => field.setValue(event.target.value)}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.invalid ? `${id}-error` : undefined}
        className="min-w-0 flex-1 rounded-md border border-line px-3 py-2"
      />
      <button
        type="submit"
        className="rounded-md border border-line px-3 py-2 text-sm"
        disabled={field.value === name}
      >
        {t('list.rename')}
      </button>
      {field.invalid && <NameError id={`${id}-error`} className="w-full" />}
    </form>
  );
}
