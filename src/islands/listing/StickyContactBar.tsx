import { useEffect, useState, type ReactNode } from 'react';

interface Props {
  title: string;
  price: string;
  /** What the element with this id shows (the seller card) the bar does not repeat while it is on screen. */
  besideId: string;
  /** The seller card's own contact buttons, as they are there. */
  children: ReactNode;
}

/**
 * Phones only: the price and the seller card's contact buttons pinned to the
 * bottom of the screen, once the card has scrolled away, until the footer
 * comes up (so the bar never covers the card or the footer's links).
 */
export default function StickyContactBar({ title, price, besideId, children }: Props) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const card = document.getElementById(besideId);
    const footer = document.querySelector('body > footer, footer');
    if (!card) return undefined;
    // Positions are read on every scroll (once a frame) rather than from an
    // IntersectionObserver: a jump (a link, Home/End, find in page) can carry
    // the card from below the screen to above it without it ever intersecting.
    let frame = 0;
    const update = () => {
      frame = 0;
      // Only once the card is above the screen: a visitor who has not reached it yet reads the page top.
      const cardAbove = card.getBoundingClientRect().bottom < 0;
      const footerUp = footer !== null && footer.getBoundingClientRect().top < window.innerHeight;
      setShown(cardAbove && !footerUp);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [besideId]);

  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 pt-2.5 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-popover backdrop-blur lg:hidden"
      hidden={!shown}
      data-testid="sticky-contact-bar"
    >
      <div className="mx-auto grid max-w-xl gap-2">
        <p className="flex items-baseline justify-between gap-3">
          <span className="truncate text-sm text-ink-soft">{title}</span>
          <span className="shrink-0 text-lg font-extrabold text-brand-800">{price}</span>
        </p>
        <div className="grid auto-cols-fr grid-flow-col gap-2 [&_.btn]:min-h-11 [&_.btn]:px-2 [&_.btn]:text-center [&_.btn]:text-sm [&_.btn]:leading-tight [&_.btn]:whitespace-normal">
          {children}
        </div>
      </div>
    </div>
  );
}
