import type { FieldErrors } from '~/components/ui/use-contract-form';

/** What a back-office action answers its form: done, or why not (the API's message and field errors). */
export type Outcome<T = unknown> =
  | { ok: true; data: T; intent: string }
  | {
      ok: false;
      status: number;
      message: string | null;
      code: string | null;
      errors: FieldErrors;
      intent: string;
    };
