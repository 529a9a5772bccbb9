import { Toast, Toaster } from '@ark-ui/react/toast';
import { css, cx } from 'styled-system/css';
import { toastCard, toastClose } from './toast-styles';
import { useEffect } from 'react';
import { connectToastRegion } from './toaster';
import { showToast, toaster } from './toast-store';

// Ark's toaster places and animates each toast through these variables.
const placed = css({
  height: 'var(--height)',
  opacity: 'var(--opacity)',
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale)',
  zIndex: 'var(--z-index)',
  transitionProperty: 'translate, scale, opacity, height',
  transitionDuration: '200ms',
});

/** The toasts on screen (Ark UI's toaster), loaded with the first toast (toast-region.tsx). */
export default function ToastList() {
  // Once the region is on the page and Ark's toaster listens (its machine starts in a microtask after mounting; a
  // toast created before that stays unseen until the next one), the toasts that waited for this code are shown.
  useEffect(() => {
    let disconnect = () => {};
    const later = setTimeout(() => (disconnect = connectToastRegion(showToast)));
    return () => {
      clearTimeout(later);
      disconnect();
    };
  }, []);
  return (
    <Toaster toaster={toaster}>
      {(toast) => (
        <Toast.Root className={cx(toastCard, placed)} data-testid="toast">
          <Toast.Title className={css({ fontWeight: 'semibold' })}>{toast.title}</Toast.Title>
          {toast.description ? (
            <Toast.Description className={css({ fontSize: 'sm' })}>{toast.description}</Toast.Description>
          ) : null}
          <Toast.CloseTrigger aria-label="Dismiss notification" className={toastClose}>
            ×
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
