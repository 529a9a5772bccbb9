import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';

export const DELETE_CONFIRM_TEXT = 'Are you sure you want to delete this blog post?';

interface Props {
  open: boolean;
  /** What is being deleted, for the dialog's title. */
  subject: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The delete confirm prompt: an accessible alert dialog (focus trapped, Escape cancels, focus returns to the row). */
export function ConfirmDeleteDialog({ open, subject, busy, onConfirm, onCancel }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => (!d.open ? onCancel() : undefined)}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop
          className={css({ position: 'fixed', inset: '0', zIndex: 60, backgroundColor: 'rgba(15, 23, 42, 0.5)' })}
        />
        <Dialog.Positioner
          className={css({ position: 'fixed', inset: '0', display: 'grid', placeItems: 'center', p: '4', zIndex: 61 })}
        >
          <Dialog.Content
            className={css({
              bg: 'white',
              rounded: 'xl',
              shadow: 'xl',
              p: '6',
              w: 'full',
              maxW: 'md',
              display: 'grid',
              gap: '3',
            })}
          >
            <Dialog.Title className={css({ fontFamily: 'heading', fontSize: 'lg', fontWeight: 'semibold' })}>
              Delete “{subject}”
            </Dialog.Title>
            <Dialog.Description className={css({ color: 'gray.700' })}>{DELETE_CONFIRM_TEXT}</Dialog.Description>
            <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '2', flexWrap: 'wrap' })}>
              <Dialog.CloseTrigger className={button({ variant: 'outline', size: 'sm' })}>Cancel</Dialog.CloseTrigger>
              <button
                type="button"
                className={button({ variant: 'destructive', size: 'sm' })}
                disabled={busy}
                onClick={onConfirm}
              >
                Delete
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
