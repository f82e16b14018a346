import {
  REFERRAL_COMMENTS_MAX_LENGTH,
  type ReferAFriendResponse,
  referAFriendQuerySchema,
} from '@shop/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { FieldError, SubmitButton, TextField } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useLanguage } from '~/lib/language';
import { forgetRouteData } from '~/lib/route-data-cache';
import { useTranslation } from '~/lib/use-translation';
import { useReferralTerms } from '../api/get-referral-terms';
import { referAFriend } from '../api/refer-a-friend';

const fieldClass =
  'w-full rounded-md border border-line px-3 py-2 text-base outline-none focus:border-brand-600 aria-[invalid=true]:border-sale';

/** A value the friend needs (the code, the link), with a button that copies it. */
function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('referrals');
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          data-testid={testId}
          onFocus={(event) => event.currentTarget.select()}
          className={`${fieldClass} min-w-0 font-mono`}
        />
        <button
          type="button"
          onClick={copy}
          className="shrink-0 rounded-md border border-brand-700 px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          {t('copy')}
        </button>
      </div>
      <p className="min-h-5 text-sm text-brand-800" role="status">
        {copied ? t('copied') : ''}
      </p>
    </div>
  );
}

/** The invitation sent (spec 000 §3): the code and the registration link, and a way back to the form. */
function SentInvitation({
  sent,
  email,
  onBack,
}: {
  sent: ReferAFriendResponse;
  email: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('referrals');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mt-3 space-y-3" data-testid="referral-sent">
      <h3 ref={heading} tabIndex={-1} className="text-base font-semibold text-brand-800 outline-none">
        {t('sent_title')}
      </h3>
      <p className="text-sm">{t('sent_text', { email })}</p>
      <CopyRow label={t('code')} value={sent.cd} testId="referral-code" />
      <CopyRow label={t('link')} value={sent.url} testId="referral-link" />
      <button
        type="button"
        onClick={onBack}
        className="rounded-md border border-brand-700 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
      >
        {t('back')}
      </button>
    </div>
  );
}

/**
 * The refer form (spec 000 §3-§5): the friend's email (required) and a message; once sent, the
 * code and the link, and "back" returns to an empty form. The server refuses one's own address
 * and an existing customer's on the email field.
 */
export function ReferForm() {
  const { t } = useTranslation('referrals');
  const language = useLanguage();
  const commentsId = useId();
  const { data: terms } = useReferralTerms(language);
  const [sent, setSent] = useState<{ answer: ReferAFriendResponse; email: string } | null>(null);
  const { errors, pending, onSubmit } = useContractForm(referAFriendQuerySchema, async (query) => {
    const answer = await referAFriend(language, query);
    setSent({ answer, email: query.email });
    forgetRouteData();
  });

  if (sent) return <SentInvitation sent={sent.answer} email={sent.email} onBack={() => setSent(null)} />;
  const commentsInvalid = Boolean(errors.comments?.length);
  return (
    <form method="get" onSubmit={onSubmit} noValidate className="mt-3 space-y-4" data-testid="refer-form">
      <p className="text-sm text-muted">
        {terms
          ? t('intro', {
              sender: terms.sender_points,
              friend: terms.friend_points,
              percent: terms.coupon_pct,
            })
          : t('intro_plain')}
      </p>
      <TextField name="email" type="email" autoComplete="off" label={t('email')} errors={errors.email} />
      <div className="space-y-1">
        <label htmlFor={commentsId} className="text-sm font-medium">
          {t('comments')}
        </label>
        <textarea
          id={commentsId}
          name="comments"
          rows={3}
          maxLength={REFERRAL_COMMENTS_MAX_LENGTH}
          aria-invalid={commentsInvalid}
          aria-describedby={commentsInvalid ? `${commentsId}-error` : undefined}
          className={fieldClass}
        />
        <FieldError id={`${commentsId}-error`} errors={errors.comments} />
      </div>
      <SubmitButton pending={pending}>{t('send')}</SubmitButton>
    </form>
  );
}
