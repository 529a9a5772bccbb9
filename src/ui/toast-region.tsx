import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { css } from 'styled-system/css';
import { useSmallStore } from '@/lib/small-store';
import {
  dismissToast,
  showToastFromLastPage,
  TOAST_DURATION_MS,
  toastStore,
  visibleToasts,
  type Toast,
} from './toaster';

const region = css({
  position: 'fixed',
  bottom: 'max(env(safe-area-inset-bottom, 0px), 1rem)',
  insetInlineEnd: 'calc(env(safe-area-inset-right, 0px) + 1rem)',
  insetInlineStart: '1rem',
  zIndex: 2147483647,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '3',
  pointerEvents: 'none',
});

const card = css({
  pointerEvents: 'auto',
  minW: 'min(280px, 100%)',
  maxW: '380px',
  p: '4',
  pr: '10',
  rounded: 'lg',
  shadow: 'lg',
  bg: 'white',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border',
  position: 'relative',
  animation: 'toastIn 200ms ease-out',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  '&[data-type=error]': { bg: 'red.700', color: 'white', borderColor: 'red.800' },
});

const close = css({
  position: 'absolute',
  top: '2',
  right: '3',
  cursor: 'pointer',
  fontSize: 'lg',
  bg: 'transparent',
  border: 'none',
  color: 'inherit',
});

/**
 * Where toasts show: a polite live region on every page from its first paint (the build's HTML included), so a toast
 * added later is announced. Oldest first, at the bottom corner; beyond the spec's number they wait their turn.
 */
export function ToastRegion() {
  useEffect(() => showToastFromLastPage(), []);
  const toasts = useSmallStore(toastStore);
  return (
    <div role="region" aria-label="Notifications" aria-live="polite" className={region}>
      {visibleToasts(toasts).map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

/** One toast: gone after TOAST_DURATION_MS on screen, a time that stops while the pointer or focus is on it (to read it). */
function ToastCard({ toast }: { toast: Toast }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const left = useRef(TOAST_DURATION_MS);
  const paused = hovered || focused;
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [paused, toast.id]);
  const blurred = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
  };
  return (
    <div
      id={toast.id}
      className={card}
      data-type={toast.tone}
      data-testid="toast"
      aria-atomic="true"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={blurred}
      onKeyDown={(e) => {
        if (e.key === 'Escape') dismissToast(toast.id);
      }}
    >
      <div className={css({ fontWeight: 'semibold' })}>{toast.title}</div>
      {toast.description ? <div className={css({ fontSize: 'sm' })}>{toast.description}</div> : null}
      <button type="button" aria-label="Dismiss notification" className={close} onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </div>
  );
}
