import { Toast, Toaster } from '@ark-ui/react/toast';
import { css } from 'styled-system/css';
import { useEffect } from 'react';
import { connectToastRegion } from './toaster';
import { showToast, toaster } from './toast-store';

const root = css({
  minW: '280px',
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
  height: 'var(--height)',
  opacity: 'var(--opacity)',
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale)',
  zIndex: 'var(--z-index)',
  transitionProperty: 'translate, scale, opacity, height',
  transitionDuration: '200ms',
  '&[data-type=error]': { bg: 'red.700', color: 'white', borderColor: 'red.800' },
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
        <Toast.Root className={root} data-testid="toast">
          <Toast.Title className={css({ fontWeight: 'semibold' })}>{toast.title}</Toast.Title>
          {toast.description ? (
            <Toast.Description className={css({ fontSize: 'sm' })}>{toast.description}</Toast.Description>
          ) : null}
          <Toast.CloseTrigger
            aria-label="Dismiss notification"
            className={css({
              position: 'absolute',
              top: '2',
              right: '3',
              cursor: 'pointer',
              fontSize: 'lg',
              bg: 'transparent',
              border: 'none',
              color: 'inherit',
            })}
          >
            ×
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
