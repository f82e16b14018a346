import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '~/components/toasts/toast';
import { type ContractSchema, type FieldErrors, schemaFieldErrors } from '~/components/ui/use-contract-form';
import { useHydrated } from '~/lib/use-hydrated';
import { useTranslation } from '~/lib/use-translation';
import { textValues } from '../form-data';
import type { Outcome } from '../outcome';

interface AdminFormProps<Output> {
  /** Names the change to the route's action; the form's outcome is shown by the form that sent it. */
  intent: string;
  /** The contract's schema the values are checked with before they are sent (the action checks them again). */
  schema?: ContractSchema<Output>;
  /** The schema's input made of the form's data (by default its text values); the action uses the same. */
  input?: (form: FormData) => unknown;
  /** Another route's action; by default the page's own. */
  action?: string;
  encType?: 'multipart/form-data';
  className?: string;
  /** The toast shown when the change is done; none when omitted. */
  doneText?: string;
  children: (state: { errors: FieldErrors; pending: boolean; outcome: Outcome | undefined }) => ReactNode;
}

/**
 * The back office's form: checked with the contract's schema in the browser, posted to the route's
 * action (which calls the API with the staff session), and the API's refusal shown with its field
 * errors in the staff member's language.
 */
export function AdminForm<Output>({
  intent,
  schema,
  input = textValues,
  action,
  encType,
  className,
  doneText,
  children,
}: AdminFormProps<Output>) {
  const { t } = useTranslation('admin');
  const fetcher = useFetcher<Outcome>();
  const wasBusy = useRef(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const outcome = fetcher.data?.intent === intent ? fetcher.data : undefined;
  // Until the page's scripts run, a press would post the form as a plain page and lose its answer.
  const hydrated = useHydrated();
  const pending = fetcher.state !== 'idle' || !hydrated;

  // Once per answer: when the form has been with the server and is back.
  useEffect(() => {
    const busy = fetcher.state !== 'idle';
    const answered = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!answered || !outcome) return;
    if (outcome.ok && doneText) toast.success(doneText);
    if (!outcome.ok) toast.error(outcome.message ?? t('problem'));
  }, [fetcher.state, outcome, doneText, t]);

  const errors = clientErrors ?? (outcome && !outcome.ok ? outcome.errors : {});
  return (
    <fetcher.Form
      method="post"
      action={action}
      encType={encType}
      className={className}
      noValidate
      onSubmit={(event) => {
        if (!schema) return;
        const parsed = schema.safeParse(input(new FormData(event.currentTarget)));
        if (parsed.success) {
          setClientErrors(null);
          return;
        }
        event.preventDefault();
        setClientErrors(schemaFieldErrors(parsed.error));
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {children({ errors, pending, outcome })}
    </fetcher.Form>
  );
}
