import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { toastCard, toastClose } from './toast-styles';
import {
  TOAST_DURATION_MS,
  TOAST_MAX_VISIBLE,
  connectToastRegion,
  toastsReplacedBy,
  type ToastRequest,
} from './toaster';

const region = css({
  position: 'fixed',
  bottom: 'max(env(safe-area-inset-bottom, 0px), 1rem)',
  insetInlineEnd: 'calc(env(safe-area-inset-right, 0px) + 1rem)',
  zIndex: 2147483647,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '3',
  pointerEvents: 'none',
});
const toastStyle = cx(toastCard, css({ pointerEvents: 'auto' }));

type Shown = ToastRequest & { id: string };
let shownSoFar = 0;

/**
 * The toasts when their usual code (Ark UI's toaster, toast-list.tsx) could not load: offline before the service
 * worker had it. Plain, but the outcome is still told: the same rule (a new attempt replaces the toasts of the ones
 * before it), at most TOAST_MAX_VISIBLE, each for TOAST_DURATION_MS or until dismissed, in a live region.
 */
export function PlainToasts() {
  const [toasts, setToasts] = useState<Shown[]>([]);
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const disconnect = connectToastRegion((toast) => {
      const id = `plain-toast-${++shownSoFar}`;
      setToasts((shown) => {
        const replaced = new Set(toastsReplacedBy(shown, toast.attempt));
        return [...shown.filter((s) => !replaced.has(s.id)), { ...toast, id }].slice(-TOAST_MAX_VISIBLE);
      });
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((shown) => shown.filter((s) => s.id !== id));
      }, TOAST_DURATION_MS);
      timers.add(timer);
    });
    return () => {
      disconnect();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
  return (
    <div role="region" aria-live="polite" aria-label="Notifications" className={region}>
      {toasts.map((toast) => (
        <div key={toast.id} role="status" className={toastStyle} data-type={toast.tone} data-testid="toast">
          <div className={css({ fontWeight: 'semibold' })}>{toast.title}</div>
          {toast.description ? <div className={css({ fontSize: 'sm' })}>{toast.description}</div> : null}
          <button
            type="button"
            aria-label="Dismiss notification"
            className={toastClose}
            onClick={() => setToasts((shown) => shown.filter((s) => s.id !== toast.id))}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
