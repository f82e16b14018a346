import { USP_MARQUEE_MAX_WIDTH_PX } from '@shop/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../hooks/use-media-query';
import type { NavigationLink } from '../navigation-model';
import { NavigationAnchor } from './navigation-anchor';

/** Time a text takes to cross the bar: slow enough to read on a phone. */
const MARQUEE_MS_PER_TEXT = 5000;

function UspList({ links }: { links: NavigationLink[] }) {
  return (
    <ul className="flex shrink-0 text-sm font-medium text-brand-800 group-data-[static]:grid group-data-[static]:w-full group-data-[static]:grid-cols-2 group-data-[static]:gap-3 group-data-[static]:text-center md:group-data-[static]:grid-cols-4">
      {links.map((link) => (
        <li
          key={link.key}
          className="whitespace-nowrap px-6 group-data-[static]:whitespace-normal group-data-[static]:px-0"
        >
          <NavigationAnchor link={link} className="hover:underline">
            {link.text}
          </NavigationAnchor>
        </li>
      ))}
    </ul>
  );
}

/**
 * The marquee's second pass over the list, out of the reading order and of Tab's: bare links of the
 * list's width, as a second list would be as many elements again for nothing said.
 */
function UspCopy({ links }: { links: NavigationLink[] }) {
  return links.map((link) => (
    <NavigationAnchor
      key={link.key}
      link={link}
      className="shrink-0 whitespace-nowrap px-6 text-sm font-medium text-brand-800 hover:underline"
      tabIndex={-1}
      aria-hidden
    >
      {link.text}
    </NavigationAnchor>
  ));
}

/**
 * The usp bar (spec 000 §2, §9): the shop's promises, still on wide screens; under 575 px a marquee
 * that pauses under the pointer or the focus, and stays still for a shopper who asks for reduced motion.
 */
export function UspBar({ links }: { links: NavigationLink[] }) {
  const { t } = useTranslation('shell');
  const narrow = useMediaQuery(`(max-width: ${USP_MARQUEE_MAX_WIDTH_PX}px)`);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const marquee = narrow && !reducedMotion && links.length > 0;
  const track = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = track.current;
    if (!marquee || !element) return;
    // The track holds the list twice: sliding by one list's width starts the loop over seamlessly.
    const animation = element.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }], {
      duration: links.length * MARQUEE_MS_PER_TEXT,
      iterations: Number.POSITIVE_INFINITY,
    });
    const pause = () => animation.pause();
    const play = () => animation.play();
    const events = [
      ['pointerenter', pause],
      ['pointerleave', play],
      ['focusin', pause],
      ['focusout', play],
    ] as const;
    for (const [name, handler] of events) element.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of events) element.removeEventListener(name, handler);
      animation.cancel();
    };
  }, [marquee, links.length]);
  if (links.length === 0) return null;
  return (
    <section
      aria-label={t('usp_label')}
      className="overflow-hidden border-b border-line py-4"
      data-testid="usp-bar"
    >
      <div
        ref={track}
        className={marquee ? 'group flex w-max' : 'group container-page'}
        data-static={marquee ? undefined : ''}
        data-marquee={marquee ? '' : undefined}
      >
        <UspList links={links} />
        {marquee && <UspCopy links={links} />}
      </div>
    </section>
  );
}
