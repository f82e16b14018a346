import type { ToastContent, ToastOptions } from 'react-toastify';

type Toastify = typeof import('react-toastify');

/**
 * Toasts (spec 000 §9) without react-toastify on every page: the library and its container
 * (toast-container.tsx) load with the first toast. react-toastify queues what is shown before
 * its container mounts, so nothing is lost while they load.
 */
let library: Promise<Toastify> | undefined;
const containerWanted = new Set<() => void>();

function load(): Promise<Toastify> {
  if (!library) {
    library = import('react-toastify');
    for (const show of containerWanted) show();
  }
  return library;
}

/** The `<Toaster>` asks to be told when the container is needed. */
export function whenToastsWanted(show: () => void): () => void {
  if (library) show();
  containerWanted.add(show);
  return () => {
    containerWanted.delete(show);
  };
}

function shown(kind: 'success' | 'error' | 'warn') {
  return (content: ToastContent, options?: ToastOptions): void => {
    void load().then(({ toast: show }) => show[kind](content, options));
  };
}

export const toast = {
  success: shown('success'),
  error: shown('error'),
  warn: shown('warn'),
  dismiss(id?: string | number): void {
    void load().then(({ toast: show }) => show.dismiss(id));
  },
};
