import type { ContributorSummary } from '@shop/contract';

/** A contributor's photo, or their initials on a tinted disc when there is none; decorative beside the name. */
export function ContributorAvatar({ contributor, size }: { contributor: ContributorSummary; size: number }) {
  if (contributor.img) {
    return (
      <img
        src={contributor.img}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  const initials = contributor.nm
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return (
    <span
      aria-hidden="true"
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
      style={{ width: size, height: size, fontSize: size / 2.6 }}
    >
      {initials}
    </span>
  );
}
