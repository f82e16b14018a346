import { REPEAT_PURCHASE_INTERVALS } from '@shop/contract';
import { useId } from 'react';
import { useTranslation } from '~/lib/use-translation';

/** Every 1, 2 or 3 months (spec 001 §3), labelled. */
export function IntervalSelect({
  value,
  onChange,
  context,
  disabled,
}: {
  value: number;
  onChange: (months: number) => void;
  /** What the choice is for, read out with the label where several are on one page. */
  context?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('repeat-purchases');
  const id = useId();
  return (
    <span className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {t('interval_label')}
        {context && <span className="sr-only"> {context}</span>}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 rounded-md border border-line bg-white px-3 text-base"
      >
        {REPEAT_PURCHASE_INTERVALS.map((months) => (
          <option key={months} value={months}>
            {t(`every.${months}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
