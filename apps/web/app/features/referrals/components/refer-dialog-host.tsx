import { lazy, type ReactNode, Suspense } from 'react';
import { useModals } from '~/lib/use-modals';

const ReferDialog = lazy(() => import('./refer-dialog'));

/** Mounted by the shell: the refer dialog's code and texts load the first time it opens. */
export function ReferDialogHost() {
  const { visible, close } = useModals();
  if (!visible.referModal) return null;
  return (
    <Suspense fallback={null}>
      <ReferDialog onClose={() => close('referModal')} />
    </Suspense>
  );
}

/** Opens the refer dialog (the footer's and the referrals page's button). */
export function ReferButton({ className, children }: { className: string; children: ReactNode }) {
  const { open } = useModals();
  return (
    <button type="button" onClick={() => open('referModal')} className={className}>
      {children}
    </button>
  );
}
