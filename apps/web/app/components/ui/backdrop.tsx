/** The dimmed page behind a dialog or a drawer: a click on it closes what is open. */
export function Backdrop({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button type="button" className="absolute inset-0 bg-black/40" aria-label={label} onClick={onClose} />
  );
}
