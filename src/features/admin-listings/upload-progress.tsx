import { css } from 'styled-system/css';

/** A photo waiting to upload from this device: how far its upload is, or that it failed and will be tried again. */
export function UploadProgress({ view }: { view: { progress: number; lastError: string | null } | undefined }) {
  const value = Math.round((view?.progress ?? 0) * 100);
  return (
    <div
      className={css({ position: 'absolute', top: '2', right: '2', left: '20', display: 'grid', gap: '0.5' })}
      data-testid="upload-pending"
    >
      <div
        role="progressbar"
        aria-label={view?.lastError ? `Upload failed: ${view.lastError}` : 'Waiting to upload'}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className={css({ h: '1.5', rounded: 'full', bg: 'rgba(255,255,255,0.7)', overflow: 'hidden' })}
      >
        <div className={css({ h: 'full', bg: 'sea.500', transition: 'width 200ms' })} style={{ width: `${value}%` }} />
      </div>
      <span
        className={css({
          fontSize: '2xs',
          color: 'white',
          bg: 'rgba(10,31,55,0.75)',
          rounded: 'sm',
          px: '1',
          justifySelf: 'end',
        })}
      >
        {view?.lastError ? 'Upload failed, will retry' : 'Waiting to upload'}
      </span>
    </div>
  );
}
