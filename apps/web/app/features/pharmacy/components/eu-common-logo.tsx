/** Greek flag stripes, top to bottom: blue, white … blue (nine). */
const FLAG_STRIPES = Array.from({ length: 9 }, (_, index) => index);
/** The logo's green stripes behind the tick. */
const LOGO_STRIPES = Array.from({ length: 7 }, (_, index) => index);

/**
 * The drawing of the EU common logo for online sale of medicines (Regulation (EU) No 699/2014):
 * horizontal green stripes, the flag of the Member State (Greece) at the top left and a white tick.
 * Drawn here so that the page loads nothing from elsewhere; the text beside it is the caller's.
 */
export function EuCommonLogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 96 72" className={className} aria-hidden="true" focusable="false">
      {LOGO_STRIPES.map((stripe) => (
        <rect
          key={stripe}
          x="0"
          y={stripe * (72 / 7)}
          width="96"
          height={72 / 7}
          fill={stripe % 2 === 0 ? '#5c9e3f' : '#9fcd85'}
        />
      ))}
      <g transform="translate(6 6)">
        {FLAG_STRIPES.map((stripe) => (
          <rect
            key={stripe}
            x="0"
            y={stripe * 3}
            width="40"
            height="3"
            fill={stripe % 2 === 0 ? '#0d5eaf' : '#ffffff'}
          />
        ))}
        <rect x="0" y="0" width="15" height="15" fill="#0d5eaf" />
        <rect x="6" y="0" width="3" height="15" fill="#ffffff" />
        <rect x="0" y="6" width="15" height="3" fill="#ffffff" />
        <rect x="0" y="0" width="40" height="27" fill="none" stroke="#ffffff" strokeWidth="0.8" />
      </g>
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
