import type { AdminContentPicture, ContentPictureKind } from '@shop/contract';
import { useId, useState } from 'react';
import { adminPath, useMayChange } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

type Answer = { ok: true; data: AdminContentPicture } | { ok: false; message?: string | null };

/** Sends the file through the back office's server, which posts it to the API with the staff session. */
async function sendPicture(url: string, kind: ContentPictureKind, file: File): Promise<Answer | null> {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', file, file.name);
  const response = await fetch(url, { method: 'POST', body: form }).catch(() => null);
  if (!response?.headers.get('content-type')?.includes('json')) return null;
  return (await response.json()) as Answer;
}

/** Sets a field of the form the way typing would, so the form's own checks see the new value. */
function fill(form: HTMLFormElement | null, name: string, value: string | number) {
  const field = form?.elements.namedItem(name);
  if (field instanceof HTMLInputElement) {
    field.value = String(value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * An upload beside a picture's address field: the API stores the file as WebP and answers its path
 * (and size), which fill the form's fields; the entry is saved with its own form as before. A role
 * that may not change content sees no upload.
 */
export function PictureUpload({
  kind,
  target,
  sizeTargets,
  resets = {},
}: {
  kind: ContentPictureKind;
  /** The name of the address field the answered path goes into. */
  target: string;
  /** The names of the width and height fields, when the form keeps the size. */
  sizeTargets?: { width: string; height: string };
  /** Fields that described the replaced picture and are set to these values when a new one arrives. */
  resets?: Record<string, string>;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const mayChange = useMayChange('content');
  const id = useId();
  const [state, setState] = useState<{ pending: boolean; error: string | null }>({
    pending: false,
    error: null,
  });
  if (!mayChange) return null;

  async function upload(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setState({ pending: true, error: null });
    const answer = await sendPicture(adminPath(language, '/content/pictures'), kind, file);
    input.value = '';
    if (!answer?.ok) {
      setState({ pending: false, error: answer?.message || t('content.upload_failed') });
      return;
    }
    fill(input.form, target, answer.data.url);
    if (sizeTargets) {
      fill(input.form, sizeTargets.width, answer.data.width);
      fill(input.form, sizeTargets.height, answer.data.height);
    }
    for (const [name, value] of Object.entries(resets)) fill(input.form, name, value);
    setState({ pending: false, error: null });
  }

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('content.upload_picture')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        disabled={state.pending}
        aria-describedby={state.error ? `${id}-error` : undefined}
        onChange={(event) => upload(event.currentTarget)}
        className="block w-full text-sm"
      />
      {state.pending && <p className="text-sm text-muted">{t('content.uploading')}</p>}
      {state.error && (
        <p id={`${id}-error`} className="text-sm text-sale" role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
}
