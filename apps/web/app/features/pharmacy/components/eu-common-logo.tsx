/** The logo's band height: seven horizontal green stripes, dark and light by turns. */
const BAND = 72 / 7;
/** The light green stripes (the second, fourth and sixth), one path over the dark green ground. */
const LIGHT_STRIPES = [1, 3, 5].map((stripe) => `M0 ${stripe * BAND}h96v${BAND}H0z`).join('');
/**
 * What is white in the flag of Greece (40 × 27, at 6, 6): the four white stripes, the upper two
 * beside the canton only, and the canton's cross. The flag's blue is the rectangle under it.
 */
const FLAG_WHITE = 'M21 9h25v3H21zM21 15h25v3H21zM6 21h40v3H6zM6 27h40v3H6zM12 6h3v15h-3zM6 12h15v3H6z';

/**
 * The drawing of the EU common logo for online sale of medicines (Regulation (EU) No 699/2014):
 * horizontal green stripes, the flag of the Member State (Greece) at the top left and a white tick.
 * Drawn here so that the page loads nothing from elsewhere; the text beside it is the caller's.
 * One shape for each colour: it is in the footer of every page.
 */
export function EuCommonLogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 96 72" className={className} aria-hidden="true" focusable="false">
      <rect width="96" height="72" fill="#5c9e3f" />
      <path d={LIGHT_STRIPES} fill="#9fcd85" />
      <rect x="6" y="6" width="40" height="27" fill="#0d5eaf" stroke="#ffffff" strokeWidth="0.8" />
      <path d={FLAG_WHITE} fill="#ffffff" />
      <path
        d="M22 47 L36 61 L78 19"
        fill="none"
        stroke="#ffffff"
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
