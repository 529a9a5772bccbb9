import { useEffect, useState, type MouseEvent } from 'react';
import { css } from 'styled-system/css';
import { business } from '@harbour/domain/business';
import { button } from '@/ui/button';

/** The id of the boat page's inquiry panel: the bar's "Request Information" goes there (a plain link before hydration). */
export const INQUIRY_ANCHOR = 'inquiry';

/** True while the inquiry panel or the site's footer is on screen: the bar steps aside so it covers neither. */
function useBarInTheWay(): boolean {
  const [inTheWay, setInTheWay] = useState(false);
  useEffect(() => {
    const targets = [document.getElementById(INQUIRY_ANCHOR), document.querySelector('body footer')].filter(
      (el): el is Element => el !== null,
    );
    if (targets.length === 0 || typeof IntersectionObserver !== 'function') return;
    const onScreen = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      setInTheWay(onScreen.size > 0);
    });
    targets.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, []);
  return inTheWay;
}

function requestInformation(event: MouseEvent<HTMLAnchorElement>) {
  const panel = document.getElementById(INQUIRY_ANCHOR);
  if (!panel) return; // the link's own jump
  event.preventDefault();
  panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
  (panel.querySelector<HTMLElement>('input, textarea, a, button') ?? panel).focus({ preventScroll: true });
}

/**
 * Phones only: Call and Request Information stay at the foot of the screen while the visitor reads the listing. Both
 * are links, so a tap before the app has taken over still calls or jumps to the form.
 */
export function StickyContactBar({ canInquire }: { canInquire: boolean }) {
  const inTheWay = useBarInTheWay();
  return (
    <div
      role="group"
      aria-label="Contact the broker"
      data-testid="sticky-contact-bar"
      data-in-the-way={inTheWay}
      className={css({
        display: { base: 'flex', lg: 'none' },
        position: 'fixed',
        left: '0',
        right: '0',
        bottom: '0',
        zIndex: 30,
        gap: '3',
        px: '4',
        pt: '3',
        pb: 'calc(0.75rem + env(safe-area-inset-bottom))',
        bg: 'white',
        borderTopWidth: '1px',
        borderColor: 'border',
        shadow: 'lg',
        transition: 'transform 200ms, visibility 200ms',
        '&[data-in-the-way=true]': { transform: 'translateY(110%)', visibility: 'hidden' },
        _print: { display: 'none' },
      })}
    >
      <a href={business.phoneHref} className={`${button({ variant: 'default' })} ${css({ flex: '1' })}`}>
        Call
      </a>
      {canInquire ? (
        <a
          href={`#${INQUIRY_ANCHOR}`}
          onClick={requestInformation}
          className={`${button({ variant: 'hero' })} ${css({ flex: '2' })}`}
        >
          Request Information
        </a>
      ) : null}
    </div>
  );
}
