import { type ReactNode, useId, useRef } from 'react';
import { Backdrop } from './backdrop';
import { CloseIcon } from './icons';
import { useModalLayer } from './use-modal-layer';

interface DialogProps {
  /** Names the dialog for assistive technology. */
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** The label of the backdrop and of the close button. */
  closeLabel: string;
  onClose: () => void;
  /** A close (×) button beside the title; Escape and a click on the backdrop close it either way. */
  closeButton?: boolean;
  /** The panel's width, e.g. `max-w-xl`. */
  width?: string;
  children: ReactNode;
}

/**
 * A modal dialog over a dimmed page. Mount it while it is open: it takes the focus and keeps it
 * inside, closes on Escape or a click on the backdrop, locks the page's scrolling and gives the
 * focus back to its opener when it closes.
 */
export function Dialog({
  title,
  subtitle,
  closeLabel,
  onClose,
  closeButton = false,
  width = 'max-w-md',
  children,
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useModalLayer(panel, onClose);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <Backdrop label={closeLabel} onClose={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative w-full rounded-lg bg-white p-5 shadow-xl outline-none ${width}`}
      >
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {subtitle && <p className="text-sm text-muted">{subtitle}</p>}
          </div>
          {closeButton && (
            <button type="button" onClick={onClose} aria-label={closeLabel}>
              <CloseIcon />
            </button>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
