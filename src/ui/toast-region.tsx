import { Toast, Toaster } from '@ark-ui/react/toast';
import { css } from 'styled-system/css';
import { useEffect } from 'react';
import { showToastFromLastPage, toaster } from './toaster';

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

export function ToastRegion() {
  useEffect(() => showToastFromLastPage(), []);
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
