import type { AdminReturn, AdminStockLocation } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { toast } from '~/components/toasts/toast';
import { Dialog } from '~/components/ui/dialog';
import { FieldError, SelectField, TextAreaField, TextField } from '~/components/ui/form-field';
import { AdminForm, formatAdminMoney } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { moneySteps, RETURN_STATES, type ReturnStep } from './return-states';
import { refundFormSchema, STEP_FORMS } from './step-forms';

const buttonClass = 'rounded-md border border-line px-3 py-1.5 text-sm hover:bg-gray-50';
const primaryClass = 'rounded-md bg-brand-700 px-4 py-2 text-sm text-white disabled:opacity-60';

/** The steps a return's state allows, each confirmed in the dialog before it is sent. */
export function StepButtons({ item, locations }: { item: AdminReturn; locations: AdminStockLocation[] }) {
  const { t } = useTranslation('admin-returns');
  const [open, setOpen] = useState<ReturnStep | null>(null);
  const steps = [...RETURN_STATES[item.st].steps, ...moneySteps(item)];
  if (steps.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {steps.map((step) => (
        <button
          key={step}
          type="button"
          onClick={() => setOpen(step)}
          className={step === 'reject' ? `${buttonClass} text-sale` : buttonClass}
        >
          {t(`steps.${step}`)}
        </button>
      ))}
      {open && <StepDialog step={open} item={item} locations={locations} onClose={() => setOpen(null)} />}
    </div>
  );
}

/**
 * Once the step is done: says so and closes the dialog, as soon as the API has answered, since the
 * list loaded again may no longer hold this return (it left the state the list is filtered by).
 */
function WhenDone({ done, text, onClose }: { done: boolean; text: string; onClose: () => void }) {
  const said = useRef(false);
  useEffect(() => {
    if (!done || said.current) return;
    said.current = true;
    toast.success(text);
    onClose();
  }, [done, text, onClose]);
  return null;
}

function StepDialog({
  step,
  item,
  locations,
  onClose,
}: {
  step: ReturnStep;
  item: AdminReturn;
  locations: AdminStockLocation[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-returns');
  const language = useLanguage();
  const { schema, input } = STEP_FORMS[step];
  return (
    <Dialog
      title={t(`confirm.${step}_title`, { id: item.id })}
      subtitle={t('order', { code: item.code })}
      closeLabel={t('confirm.cancel')}
      onClose={onClose}
      width="max-w-lg"
    >
      <AdminForm
        intent={step}
        schema={step === 'refund' && item.due !== null ? refundFormSchema(item.due) : schema}
        input={input}
        className="mt-3 space-y-4"
      >
        {({ errors, pending, outcome }) => (
          <>
            <WhenDone done={outcome?.ok === true} text={t(`done.${step}`)} onClose={onClose} />
            <input type="hidden" name="id" value={item.id} />
            {step === 'resend' && item.refund?.pst === 'unknown' && (
              <input type="hidden" name="unknown" value="true" />
            )}
            <p className="text-sm">
              {t(
                step === 'resend' && item.refund?.pst === 'unknown'
                  ? 'confirm.resend_unknown_text'
                  : `confirm.${step}_text`,
              )}
            </p>
            {step === 'reject' && (
              <TextAreaField
                name="note"
                label={t('confirm.reject_note')}
                errors={errors.note}
                maxLength={500}
                rows={3}
              />
            )}
            {step === 'receive' && (
              <>
                <SelectField name="loc" label={t('confirm.receive_location')} errors={errors.loc} optional>
                  <option value="">{t('confirm.default_location')}</option>
                  {locations.map((location) => (
                    <option key={location.id} value={location.id}>
                      {location.nm}
                    </option>
                  ))}
                </SelectField>
                <WriteOffLines item={item} errors={errors} />
              </>
            )}
            {step === 'refund' && (
              <>
                {item.due !== null && (
                  <p className="font-semibold" data-testid="refund-computed">
                    {t('confirm.refund_computed', { amount: formatAdminMoney(item.due, language) })}
                  </p>
                )}
                <TextField
                  name="amt"
                  label={t('confirm.refund_amount')}
                  errors={errors.amt}
                  inputMode="decimal"
                  optional
                />
                <p className="-mt-3 text-xs text-muted">{t('confirm.refund_amount_help')}</p>
                <TextField
                  name="reason"
                  label={t('confirm.refund_reason')}
                  errors={errors.reason}
                  maxLength={200}
                  optional
                />
              </>
            )}
            {/* The API's refusal, until the form is checked again in the browser and shows its own errors. */}
            {outcome && !outcome.ok && outcome.message && errors === outcome.errors && (
              <p role="alert" className="text-sm text-sale" data-testid="step-refused">
                {outcome.message}
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <button type="submit" disabled={pending} className={primaryClass}>
                {t(`steps.${step}`)}
              </button>
              <button type="button" onClick={onClose} className={buttonClass}>
                {t('confirm.cancel')}
              </button>
            </div>
          </>
        )}
      </AdminForm>
    </Dialog>
  );
}

/**
 * The receive dialog's lines: each restocked unless staff tick it written off (opened, damaged),
 * which asks its reason. The errors of the ticked lines are named by their index among them.
 */
function WriteOffLines({
  item,
  errors,
}: {
  item: AdminReturn;
  errors: Record<string, string[] | undefined>;
}) {
  const { t } = useTranslation('admin-returns');
  const [off, setOff] = useState<number[]>([]);
  const ticked = item.lines.filter((line) => off.includes(line.olid)).map((line) => line.olid);
  return (
    <fieldset className="space-y-2 text-sm">
      <legend className="font-medium">{t('confirm.write_off')}</legend>
      <p className="text-xs text-muted">{t('confirm.write_off_help')}</p>
      {item.lines.map((line) => {
        const index = ticked.indexOf(line.olid);
        return (
          <div key={line.olid} className="rounded-md border border-line p-2" data-testid="write-off-line">
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="off"
                value={line.olid}
                className="mt-1"
                checked={index >= 0}
                onChange={(event) =>
                  setOff((now) =>
                    event.target.checked ? [...now, line.olid] : now.filter((olid) => olid !== line.olid),
                  )
                }
              />
              <span>{t('confirm.write_off_line', { name: line.nm, qty: line.qty })}</span>
            </label>
            {index >= 0 && (
              <div className="mt-2">
                <TextField
                  name={`why-${line.olid}`}
                  label={t('confirm.write_off_reason')}
                  maxLength={200}
                  errors={errors[`writeOff.${index}.reason`]}
                />
                <FieldError id={`write-off-${line.olid}-error`} errors={errors[`writeOff.${index}.olid`]} />
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
