import type { AppointmentSlot } from '@shop/contract';
import { useId } from 'react';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { athensDay, dayLabel, timeLabel } from '../format';

const chip =
  'flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-line px-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 hover:border-brand-600';

interface SlotPickerProps {
  slots: AppointmentSlot[];
  day: string | null;
  onDay: (day: string) => void;
  /** The field's error codes: no time chosen. */
  invalid: boolean;
}

/** The free days, then the free times of the chosen day, as two groups of radio buttons. */
export function SlotPicker({ slots, day, onDay, invalid }: SlotPickerProps) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const errorId = useId();
  const days = [...new Set(slots.map((slot) => athensDay(new Date(slot.st))))];
  const chosenDay = day && days.includes(day) ? day : (days[0] ?? null);
  const times = slots.filter((slot) => chosenDay && athensDay(new Date(slot.st)) === chosenDay);
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium">{t('book.day_legend')}</legend>
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="appointment-days">
          {days.map((value) => (
            <label key={value} className={chip}>
              <input
                type="radio"
                name="day"
                value={value}
                checked={value === chosenDay}
                onChange={() => onDay(value)}
                className="sr-only"
              />
              {dayLabel(value, language)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={invalid ? errorId : undefined}>
        <legend className="text-sm font-medium">
          {t('book.time_legend')}
          <span className="text-sale" aria-hidden="true">
            *
          </span>
        </legend>
        {/* Keyed by the day: another day's times start unchosen. */}
        <div
          key={chosenDay}
          className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-6"
          data-testid="appointment-times"
        >
          {times.map((slot) => (
            <label key={slot.st} className={chip}>
              <input type="radio" name="st" value={slot.st} className="sr-only" />
              {timeLabel(slot.st, language)}
            </label>
          ))}
        </div>
        {invalid && (
          <p id={errorId} className="mt-1 text-sm text-sale" role="alert">
            {t('book.choose_time')}
          </p>
        )}
      </fieldset>
    </div>
  );
}
