import { CONTENT_FORMATS, type ContentFormat } from '@shop/contract';
import { useId, useRef, useState } from 'react';
import { SelectField, TextAreaField } from '~/components/ui/form-field';
import type { FieldErrors } from '~/components/ui/use-contract-form';
import { adminPath } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

/** The format every body of the form is written in; Markdown for a new entry. */
export function FormatField({ value, errors }: { value: ContentFormat | undefined; errors: FieldErrors }) {
  const { t } = useTranslation('admin');
  return (
    <SelectField
      name="format"
      label={t('content.format')}
      defaultValue={value ?? 'Markdown'}
      errors={errors.format}
    >
      {CONTENT_FORMATS.map((format) => (
        <option key={format} value={format}>
          {t(`content.formats.${format}`)}
        </option>
      ))}
    </SelectField>
  );
}

type Preview =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'shown'; html: string }
  | { state: 'failed' };

/** Asks the back office's server for the API's rendering of a text: the sanitised HTML it would store. */
async function fetchPreview(url: string, format: string, body: string): Promise<string | null> {
  const form = new FormData();
  form.set('format', format);
  form.set('body', body);
  const response = await fetch(url, { method: 'POST', body: form }).catch(() => null);
  if (!response?.ok || !response.headers.get('content-type')?.includes('json')) return null;
  const answer = (await response.json()) as { ok: boolean; data?: { html: string } };
  return answer.ok && answer.data ? answer.data.html : null;
}

/**
 * A body written in the form's format (Markdown by default), with a preview of what the shop will
 * show: the API renders and sanitises it as when it is stored, so the preview is never a guess of
 * a browser-side renderer. The text area stays in the form while the preview shows.
 */
export function BodyField({
  name,
  label,
  defaultValue,
  errors,
  optional,
  rows = 12,
}: {
  name: string;
  label: string;
  defaultValue: string;
  errors: FieldErrors;
  optional?: boolean;
  rows?: number;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const frame = useRef<HTMLDivElement>(null);
  const [preview, setPreview] = useState<Preview>({ state: 'idle' });
  const tabs = useId();
  const showing = preview.state !== 'idle';

  async function showPreview() {
    const area = frame.current?.querySelector('textarea');
    const format = area?.form?.elements.namedItem('format');
    if (!area) return;
    setPreview({ state: 'loading' });
    const html = await fetchPreview(
      adminPath(language, '/content/preview'),
      format instanceof HTMLSelectElement ? format.value : 'Markdown',
      area.value,
    );
    setPreview(html === null ? { state: 'failed' } : { state: 'shown', html });
  }

  return (
    <div ref={frame} className="space-y-2">
      <div role="tablist" aria-label={label} className="flex gap-2 text-sm">
        <button
          type="button"
          role="tab"
          id={`${tabs}-write`}
          aria-selected={!showing}
          onClick={() => setPreview({ state: 'idle' })}
          className="rounded px-2 py-1 aria-selected:bg-brand-50 aria-selected:font-semibold"
        >
          {t('content.write')}
        </button>
        <button
          type="button"
          role="tab"
          id={`${tabs}-preview`}
          aria-selected={showing}
          onClick={showPreview}
          className="rounded px-2 py-1 aria-selected:bg-brand-50 aria-selected:font-semibold"
        >
          {t('content.preview')}
        </button>
      </div>
      <div hidden={showing}>
        <TextAreaField
          name={name}
          label={label}
          rows={rows}
          defaultValue={defaultValue}
          errors={errors[name]}
          optional={optional}
        />
      </div>
      {showing && (
        <div
          role="tabpanel"
          aria-labelledby={`${tabs}-preview`}
          aria-live="polite"
          className="overflow-x-auto rounded-md border border-line p-3"
        >
          {preview.state === 'loading' && (
            <p className="text-sm text-muted">{t('content.preview_loading')}</p>
          )}
          {preview.state === 'failed' && (
            <p className="text-sm text-red-700">{t('content.preview_failed')}</p>
          )}
          {preview.state === 'shown' && (
            <div
              data-testid="content-preview"
              className="prose-product"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the API rendered and sanitised this HTML with the allow-list it stores content with (decision 020).
              dangerouslySetInnerHTML={{ __html: preview.html }}
            />
          )}
        </div>
      )}
    </div>
  );
}
