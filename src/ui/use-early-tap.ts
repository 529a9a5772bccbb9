import { useEffect, useRef } from 'react';
import { EARLY_TAP_ATTR, EARLY_TAPPED_ATTR, takeEarlyTaps } from '@/lib/early-taps';
import { useHydrated } from './use-hydrated';

/**
 * For a control that must act on a tap made before the app took over (src/lib/early-taps.ts): the props to spread
 * on it. Until the app runs it carries the recorder's mark and no handler of its own (React would not run one yet);
 * once it runs, each recorded tap is acted on once, and the control's own onClick takes over.
 */
export function useEarlyTap(name: string, act: () => void): { [EARLY_TAP_ATTR]?: string } {
  const hydrated = useHydrated();
  const latest = useRef(act);
  useEffect(() => {
    latest.current = act;
  });
  useEffect(() => {
    if (!hydrated) return;
    for (const control of document.querySelectorAll(`[${EARLY_TAPPED_ATTR}="${name}"]`)) {
      control.removeAttribute(EARLY_TAPPED_ATTR);
      control.removeAttribute('aria-busy');
    }
    const taps = takeEarlyTaps(name);
    for (let i = 0; i < taps; i++) latest.current();
  }, [hydrated, name]);
  return hydrated ? {} : { [EARLY_TAP_ATTR]: name };
}
