import type { ReactNode } from 'react';

/** One option of a radio group drawn as a card: the shipping, store, locker and payment choices. */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  disabled,
  children,
  testId,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  disabled?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <label
      data-testid={testId}
      className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 ${
        checked ? 'border-brand-700 bg-brand-50' : 'border-line'
      } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="mt-1"
      />
      <span className="min-w-0 flex-1">{children}</span>
    </label>
  );
}
