import type { ReactNode } from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from 'styled-system/css';
import type { BoatStatus } from '@harbour/domain/schemas/boat';
import { type FilterOption } from '../model/filters';
import { BOAT_STATUS_TONES } from '@harbour/domain/boats/boat-status';
import { statusLabel } from '../model/text';
import { Badge } from '@/ui/badge';
import { skeletonBar } from '@/ui/data-table';

export { portalCard as card } from '@/ui/portal-card';
export const cardTitle = css({ fontFamily: 'heading', fontSize: 'xl', fontWeight: 'semibold' });
export const muted = css({ color: 'muted', fontSize: 'xs' });
export const iconButton = css({
  display: 'inline-grid',
  placeItems: 'center',
  w: '9',
  h: '9',
  rounded: 'md',
  borderWidth: '1px',
  borderColor: 'gray.300',
  bg: 'white',
  cursor: 'pointer',
  fontSize: 'md',
  _hover: { bg: 'gray.50' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});

/** Filter buttons above a list; the pressed one is the active filter. */
export function FilterBar<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<FilterOption<V>>;
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div role="group" aria-label={label} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={css({
            px: '3',
            h: '9',
            rounded: 'full',
            borderWidth: '1px',
            borderColor: 'gray.300',
            bg: 'white',
            fontSize: 'sm',
            cursor: 'pointer',
            fontWeight: 'medium',
            _hover: { bg: 'gray.50' },
            '&[aria-pressed=true]': { bg: 'navy.700', color: 'white', borderColor: 'navy.700' },
          })}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

export function SkeletonBar({ width = 'full' }: { width?: string }) {
  return <div className={cx(skeletonBar, css({ w: width }))} />;
}

export { Badge, type BadgeTone } from '@/ui/badge';

/** Spec: boat status badges grey / green / yellow / blue for draft / active / pending_review / sold. */
export function BoatStatusBadge({ status }: { status: BoatStatus }) {
  return <Badge tone={BOAT_STATUS_TONES[status]}>{statusLabel(status)}</Badge>;
}

/** A change made on this device that the backend has not acknowledged yet. */
export function PendingMark({ pending }: { pending: boolean }) {
  if (!pending) return null;
  return (
    <span
      title="Saved on this device; waiting to sync"
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1',
        ml: '2',
        fontSize: 'xs',
        color: 'yellow.800',
        whiteSpace: 'nowrap',
      })}
    >
      <span aria-hidden="true">⟳</span> waiting to sync
    </span>
  );
}

/** The admin's modal dialog (Ark UI): title, optional description, body and a footer of buttons. */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: '0', bg: 'rgba(10, 31, 55, 0.55)', zIndex: 40 })} />
        <Dialog.Positioner
          className={css({ position: 'fixed', inset: '0', display: 'grid', placeItems: 'center', p: '4', zIndex: 50 })}
        >
          <Dialog.Content
            className={css({
              position: 'relative',
              bg: 'white',
              rounded: 'xl',
              shadow: 'xl',
              w: 'full',
              maxW: 'lg',
              maxH: '90vh',
              overflowY: 'auto',
              p: '6',
              display: 'grid',
              gap: '4',
            })}
          >
            <Dialog.Title className={css({ fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold' })}>
              {title}
            </Dialog.Title>
            {description ? (
              <Dialog.Description className={css({ color: 'muted', fontSize: 'sm' })}>{description}</Dialog.Description>
            ) : null}
            {children}
            <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '2' })}>
              {footer}
            </div>
            <Dialog.CloseTrigger
              aria-label="Close"
              className={css({
                position: 'absolute',
                top: '3',
                right: '3',
                bg: 'transparent',
                border: 'none',
                fontSize: 'xl',
                cursor: 'pointer',
              })}
            >
              ×
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
