import { type ReactNode, useRef } from 'react';
import { Backdrop } from './backdrop';
import { CloseIcon } from './icons';
import { useModalLayer } from './use-modal-layer';

interface DrawerProps {
  side: 'left' | 'right';
  /** `nav` for a menu, `aside` otherwise. */
  as?: 'aside' | 'nav';
  title: string;
  closeLabel: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A panel sliding over the page from one side, closed by its button, a click beside it or Escape.
 * Mount it while it is open: like the dialog, it holds the focus and locks the page's scrolling.
 */
export function Drawer({
  side,
  as: Panel = 'aside',
  title,
  closeLabel,
  onClose,
  className = '',
  children,
}: DrawerProps) {
  const panel = useRef<HTMLElement>(null);
  useModalLayer(panel, onClose);
  return (
    <div className="fixed inset-0 z-40">
      <Backdrop label={closeLabel} onClose={onClose} />
      <Panel
        ref={panel}
        tabIndex={-1}
        className={`absolute inset-y-0 ${side === 'left' ? 'left-0' : 'right-0'} overflow-y-auto bg-white shadow-xl outline-none ${className}`}
        aria-label={title}
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 className="text-lg font-semibold">{title}</h2>
          <button type="button" onClick={onClose} aria-label={closeLabel}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </Panel>
    </div>
  );
}
