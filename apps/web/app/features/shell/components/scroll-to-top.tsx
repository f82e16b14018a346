import { SCROLL_TO_TOP_THRESHOLD_PX } from '@shop/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';

export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-4 z-30 rounded-full bg-brand-700 p-3 text-white shadow-lg hover:bg-brand-800"
      aria-label={t('scroll_to_top')}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 15l6-6 6 6" />
      </svg>
    </button>
  );
}
