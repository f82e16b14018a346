import { lazy, Suspense, useEffect, useState } from 'react';
import { whenToastsWanted } from './toast';

const Toasts = lazy(() => import('./toast-container'));

/** Mounts the toast container once the first toast is asked for (toast.ts). */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastsWanted(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
