import {
  type OrderDetails,
  type OrderLine,
  RETURN_METHODS,
  RETURN_REASONS,
  type ReturnRequest,
  returnRequestSchema,
} from '@shop/contract';
import { useRef, useState } from 'react';
import {
  FieldError,
  FieldErrorTexts,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useLanguage } from '~/lib/language';
import { forgetRouteData } from '~/lib/route-data-cache';
import { useTranslation } from '~/lib/use-translation';
import { insertReturn } from '../api/insert-return';
import { lineErrors, renamed } from '../return-form-errors';
import { needsIban, type ReturnLock } from '../return-rules';

interface LineProps {
  line: OrderLine;
  left: number;
  lock: ReturnLock | undefined;
  errors: string[] | undefined;
}

function ReturnLine({ line, left, lock, errors }: LineProps) {
  const { t } = useTranslation('returns');
  const id = `return-line-${line.olid}`;
  const why = lock ? t(`form.${lock}`) : left === 0 ? t('form.nothing_left') : null;
  return (
    <li className="flex flex-wrap items-start gap-3 py-3" data-testid="return-line">
      <div className="min-w-0 flex-1 text-sm">
        <label htmlFor={id} className="font-medium">
          {line.nm}
        </label>
        {line.dnm && <span className="block text-muted">{line.dnm}</span>}
        <span className="block text-muted">{t('form.bought', { count: line.qty })}</span>
        {why && (
          <p id={`${id}-why`} className="mt-1 text-sale" data-testid="return-line-why">
            {why}
          </p>
        )}
        <FieldError id={`${id}-error`} errors={errors} />
      </div>
      <div className="flex items-center gap-2 text-sm">
        <span aria-hidden="true" className="text-muted">
          {t('form.quantity')}
        </span>
        <input
          id={id}
          name={`qty.${line.olid}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={left}
          defaultValue={0}
          disabled={why !== null}
          aria-label={t('form.quantity_of', { name: line.nm })}
          aria-describedby={
            [why && `${id}-why`, errors && `${id}-error`].filter(Boolean).join(' ') || undefined
          }
          aria-invalid={Boolean(errors)}
          className="w-20 rounded-md border border-line px-2 py-1.5 text-right disabled:bg-gray-100 aria-[invalid=true]:border-sale"
        />
        <span className="text-muted">/ {left}</span>
      </div>
    </li>
  );
}

interface ReturnFormProps {
  order: OrderDetails;
  /** Units of each line still free to return. */
  left: ReadonlyMap<number, number>;
  /** Products whose lines cannot be returned, and why. */
  locked: ReadonlyMap<number, ReturnLock>;
  onDone: () => void;
}

/**
 * Asks to return units of a delivered order (decision 048): a quantity per line, the reason, a
 * comment, how the parcel comes back (with the BoxNow locker it is dropped at) and, for money paid in cash or by deposit, the IBAN it goes
 * back to. The contract's schema checks it before it is sent; the API's field errors stand beside
 * the fields.
 */
export function ReturnForm({ order, left, locked, onDone }: ReturnFormProps) {
  const { t } = useTranslation('returns');
  const language = useLanguage();
  const iban = needsIban(order);
  const [method, setMethod] = useState('');
  // The lines of the last submission, in the order sent: the API's errors name them by index.
  const sent = useRef<number[]>([]);
  const input = (values: Record<string, string>): unknown => {
    const lines = order.lines.flatMap((line) => {
      const qty = Number(values[`qty.${line.olid}`] ?? 0);
      return qty === 0 ? [] : [{ olid: line.olid, qty }];
    });
    sent.current = lines.map((line) => line.olid);
    return {
      uid: order.uid,
      lines,
      reason: values.reason,
      cmt: values.cmt ?? '',
      method: values.method,
      ...(iban ? { iban: values.iban ?? '' } : {}),
      // Left out when blank: the API then takes the order's own locker, or asks for one.
      ...(values.method === 'locker' && values.lck?.trim() ? { lck: values.lck } : {}),
    };
  };
  const { errors, pending, onSubmit } = useContractForm(
    returnRequestSchema,
    async (request: ReturnRequest) => {
      await insertReturn(language, request);
      forgetRouteData();
      onDone();
    },
    { input },
  );
  return (
    <FieldErrorTexts.Provider value="returns">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('form.title')}
        className="mt-4 space-y-5"
        data-testid="return-form"
      >
        <fieldset>
          <legend className="text-sm font-semibold">{t('form.lines')}</legend>
          <p className="text-sm text-muted">{t('form.lines_hint')}</p>
          <ul className="divide-y divide-line">
            {order.lines.map((line) => (
              <ReturnLine
                key={line.olid}
                line={line}
                left={left.get(line.olid) ?? 0}
                lock={locked.get(line.pid)}
                errors={lineErrors(errors, sent.current, line.olid)}
              />
            ))}
          </ul>
          <FieldError id="return-lines-error" errors={renamed(errors.lines, 'required_field', 'no_lines')} />
        </fieldset>
        <SelectField
          name="reason"
          label={t('form.reason')}
          errors={renamed(errors.reason, 'invalid_value', 'reason_required')}
          defaultValue=""
        >
          <option value="" disabled>
            {t('form.choose_reason')}
          </option>
          {RETURN_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`reason.${reason}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          name="cmt"
          label={t('form.comment')}
          errors={errors.cmt}
          optional
          rows={3}
          maxLength={1000}
        />
        <fieldset aria-describedby={errors.method ? 'return-method-error' : undefined}>
          <legend className="text-sm font-medium">
            {t('form.method')}
            <span className="text-sale" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          <div className="mt-1 space-y-2">
            {RETURN_METHODS.map((choice) => (
              <label
                key={choice}
                className="flex items-start gap-2 rounded-md border border-line p-3 text-sm"
              >
                <input
                  type="radio"
                  name="method"
                  value={choice}
                  className="mt-1"
                  onChange={(event) => setMethod(event.target.value)}
                />
                <span>
                  <span className="block font-medium">{t(`method.${choice}`)}</span>
                  <span className="block text-muted">{t(`method_hint.${choice}`)}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError
            id="return-method-error"
            errors={renamed(errors.method, 'invalid_value', 'method_required')}
          />
        </fieldset>
        {method === 'locker' && (
          <>
            <TextField
              name="lck"
              label={t('form.locker')}
              autoComplete="off"
              defaultValue={order.locker?.id ?? ''}
              maxLength={64}
              errors={renamed(errors.lck, 'required_field', 'locker_required')}
            />
            <p className="-mt-3 text-sm text-muted">
              {order.locker
                ? t('form.locker_same', { locker: `${order.locker.nm}, ${order.locker.adr}` })
                : t('form.locker_hint')}
            </p>
          </>
        )}
        {iban && (
          <TextField
            name="iban"
            label={t('form.iban')}
            autoComplete="off"
            placeholder="GR16 0110 1250 0000 0001 2300 695"
            errors={renamed(errors.iban, 'invalid_value', 'invalid_iban')}
          />
        )}
        {iban && <p className="-mt-3 text-sm text-muted">{t('form.iban_hint')}</p>}
        <SubmitButton pending={pending}>{t('form.submit')}</SubmitButton>
      </form>
    </FieldErrorTexts.Provider>
  );
}
