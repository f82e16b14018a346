import { isFinalRefusal } from '@shop/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';

/** The server's verdict on one code, in the request's language. */
interface CodeResult {
  cd: string;
  status: string;
  msg: string;
}

/**
 * A list of codes the shopper redeems (coupons, gift cards): a field to add one, each code with
 * the server's verdict, and a button to take it off again. A code is kept in capitals, once. A
 * code refused for good (unknown, expired, used up) leaves the list; its message stays by the field.
 */
export function RedemptionCodes({
  label,
  name,
  codes,
  results,
  onChange,
  resultTestId,
}: {
  label: string;
  /** Tells this list's field apart from the others on the page. */
  name: string;
  codes: string[];
  results: CodeResult[] | undefined;
  onChange: (codes: string[]) => void;
  resultTestId?: string;
}) {
  const { t } = useTranslation('cart');
  const [value, setValue] = useState('');
  const [refused, setRefused] = useState<CodeResult[]>([]);
  const without = (code: string) => codes.filter((item) => item !== code);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim().toUpperCase();
    if (code === '') return;
    setRefused([]);
    onChange([...without(code), code]);
    setValue('');
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new verdict is the trigger; codes and onChange are read as they are then.
  useEffect(() => {
    const gone = (results ?? []).filter(
      (result) => codes.includes(result.cd) && isFinalRefusal(result.status),
    );
    if (gone.length === 0) return;
    setRefused(gone);
    onChange(codes.filter((code) => !gone.some((result) => result.cd === code)));
  }, [results]);
  return (
    <>
      <form onSubmit={apply} className="flex gap-2">
        <label htmlFor={`cart-${name}`} className="sr-only">
          {label}
        </label>
        <input
          id={`cart-${name}`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={label}
          className="min-w-0 flex-1 rounded-md border border-line px-3 py-2 text-sm"
        />
        <button type="submit" className="rounded-md border border-brand-700 px-3 py-2 text-sm text-brand-800">
          {t('totals.apply')}
        </button>
      </form>
      {refused.map((result) => (
        <p key={result.cd} className="text-sm text-sale" role="status" data-testid="code-refused">
          {result.cd} · {result.msg}
        </p>
      ))}
      {codes.map((code) => {
        const result = results?.find((item) => item.cd === code);
        return (
          <p
            key={code}
            className="flex items-center justify-between gap-2 text-sm"
            data-testid={resultTestId}
          >
            <span className={result?.status === 'Applied' ? 'text-brand-700' : 'text-sale'}>
              {code}
              {result ? ` · ${result.msg}` : ''}
            </span>
            <button type="button" className="text-muted underline" onClick={() => onChange(without(code))}>
              {t('totals.remove_code', { code })}
            </button>
          </p>
        );
      })}
    </>
  );
}
