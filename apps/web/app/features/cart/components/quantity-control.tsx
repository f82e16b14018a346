import { clampQuantity, QUANTITY_DEBOUNCE_MS, QUANTITY_MIN } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';

/**
 * Quantity with minus and plus (spec 000 §5): a whole number from 1 to `max`; minus is disabled
 * at 1, plus at the maximum; typing is debounced 500 ms; an empty field reverts on blur.
 */
export function QuantityControl({
  value,
  max,
  onChange,
  label,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  label: string;
}) {
  const { t } = useTranslation('cart');
  const [text, setText] = useState(String(value));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef(value);

  // A change made elsewhere (another tab, the server) shows up unless the shopper is typing.
  useEffect(() => {
    if (timer.current === undefined) {
      setText(String(value));
      pending.current = value;
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (quantity: number) => {
    pending.current = quantity;
    setText(String(quantity));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      if (pending.current !== value) onChange(pending.current);
    }, QUANTITY_DEBOUNCE_MS);
  };

  const typed = (raw: string) => {
    setText(raw);
    if (raw.trim() === '') return;
    const number = Number(raw);
    if (Number.isFinite(number)) schedule(clampQuantity(number, max));
  };

  return (
    <fieldset className="inline-flex items-center rounded-md border border-line" aria-label={label}>
      <button
        type="button"
        className="h-9 w-9 text-lg disabled:opacity-40"
        onClick={() => schedule(pending.current - 1)}
        disabled={pending.current <= QUANTITY_MIN}
        aria-label={t('quantity.decrease')}
      >
        −
      </button>
      <input
        className="h-9 w-12 border-x border-line text-center"
        inputMode="numeric"
        value={text}
        aria-label={t('quantity.label')}
        onChange={(event) => typed(event.target.value)}
        onBlur={() => {
          if (text.trim() === '' || !Number.isFinite(Number(text))) setText(String(pending.current));
        }}
      />
      <button
        type="button"
        className="h-9 w-9 text-lg disabled:opacity-40"
        onClick={() => schedule(pending.current + 1)}
        disabled={pending.current >= max}
        aria-label={t('quantity.increase')}
      >
        +
      </button>
    </fieldset>
  );
}
