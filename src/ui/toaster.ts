import { createToaster } from '@ark-ui/react/toast';

/** Notification defaults from the spec: at most 3 toasts visible, 4000 ms each. */
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;

export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_MAX_VISIBLE,
  duration: TOAST_DURATION_MS,
  overlap: false,
  gap: 12,
});

export type ToastTone = 'success' | 'error' | 'info';

/** Shows a toast. 'error' is the spec's destructive toast. */
export function notify(title: string, description?: string, tone: ToastTone = 'success'): void {
  toaster.create({ title, description, type: tone });
}
