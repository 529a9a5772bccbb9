import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, toastsReplacedBy, type ToastRequest } from './toaster';

// Ark UI's toaster: loaded with the toast region, on the first toast (toaster.ts says why).
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_MAX_VISIBLE,
  duration: TOAST_DURATION_MS,
  overlap: false,
  gap: 12,
});

function attemptOf(meta: Record<string, unknown> | undefined): number | undefined {
  return typeof meta?.attempt === 'number' ? meta.attempt : undefined;
}

/** Shows a toast, first dismissing those an earlier attempt left (toastsReplacedBy). */
export function showToast({ title, description, tone, attempt }: ToastRequest): void {
  const shown = toaster.getVisibleToasts().map((t) => ({ id: t.id ?? '', attempt: attemptOf(t.meta) }));
  for (const id of toastsReplacedBy(shown, attempt)) toaster.dismiss(id);
  toaster.create({ title, description, type: tone, meta: { attempt } });
}
