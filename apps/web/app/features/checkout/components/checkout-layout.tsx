import type { ReactNode } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { shopName } from '~/lib/public-config';
import { useTranslation } from '~/lib/use-translation';
import { CHECKOUT_STEPS, type CheckoutStage, stepperState } from '../checkout-steps';

function Stepper({ stage }: { stage: CheckoutStage }) {
  const { t } = useTranslation('checkout');
  const state = stepperState(stage);
  return (
    <nav aria-label={t('stepper.label')} className="relative mx-auto w-full max-w-xl px-4">
      <div className="absolute top-4 right-[16.6%] left-[16.6%] h-1 rounded bg-line" aria-hidden="true">
        <div
          className={`h-1 rounded bg-brand-700 ${state.line === 'full' ? 'w-full' : 'w-1/2'}`}
          data-testid="stepper-line"
          data-fill={state.line}
        />
      </div>
      <ol className="relative grid grid-cols-3">
        {CHECKOUT_STEPS.map((step, index) => {
          const done = state.completed[index] ?? false;
          const current = index === state.current;
          return (
            <li
              key={step}
              className="flex flex-col items-center gap-1 text-center text-xs sm:text-sm"
              aria-current={current ? 'step' : undefined}
              data-completed={done}
            >
              <span
                className={`flex h-9 w-9 items-center justify-center rounded-full border-2 font-semibold ${
                  done
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : current
                      ? 'border-brand-700 bg-white text-brand-800'
                      : 'border-line bg-white text-muted'
                }`}
              >
                {done ? '✓' : index + 1}
              </span>
              <span className={current ? 'font-semibold' : 'text-muted'}>{t(`stepper.${step}`)}</span>
              {done && <span className="sr-only">{t('stepper.completed')}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The checkout's own frame (spec 001 §2): the logo back home and the three-step stepper,
 * without the shop's header and footer.
 */
export function CheckoutLayout({ stage, children }: { stage: CheckoutStage; children: ReactNode }) {
  const language = useLanguage();
  return (
    <div className="min-h-screen bg-white">
      <header className="border-b border-line bg-white">
        <div className="container-page flex flex-col gap-4 py-4 sm:flex-row sm:items-center">
          <LocalizedLink to="/" className="flex items-center gap-2 font-semibold text-brand-800">
            <img src="/favicon.svg" alt="" width="28" height="28" />
            <span>{shopName(language)}</span>
          </LocalizedLink>
          <div className="flex-1">
            <Stepper stage={stage} />
          </div>
        </div>
      </header>
      <main id="main" className="container-page py-6 sm:py-10">
        {children}
      </main>
    </div>
  );
}
