import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { usePwaStore } from './pwa-store';
import { rememberInstallDismissed } from './install-offer';

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  px: '4',
  py: '2',
  fontSize: 'sm',
});

/** Offline banner, 'Install app' button (where the browser offers it) and the new-version prompt. */
export function AppStatusBar() {
  const { online, installPrompt, applyUpdate, reloadNeeded, setInstallPrompt } = usePwaStore();
  return (
    <>
      {!online && (
        <div
          role="status"
          data-testid="offline-banner"
          className={`${bar} ${css({ bg: 'amber.100', color: 'amber.900' })}`}
        >
          You are offline. Boats and posts you have opened are still here; anything you send is saved on this device and
          sent when you are back online.
        </div>
      )}
      {online && reloadNeeded && !applyUpdate && (
        <div
          role="status"
          data-testid="reload-needed"
          className={`${bar} ${css({ bg: 'amber.100', color: 'amber.900' })}`}
        >
          Part of the site did not finish loading while the connection was down. Reload to finish: what you saved on
          this device is kept and sent.
          <button type="button" className={button({ size: 'sm' })} onClick={() => location.reload()}>
            Reload
          </button>
        </div>
      )}
      {applyUpdate && (
        <div role="status" className={`${bar} ${css({ bg: 'navy.50', color: 'navy.900' })}`}>
          A new version of the site is available.
          <button type="button" className={button({ size: 'sm' })} onClick={applyUpdate}>
            Reload
          </button>
        </div>
      )}
      {installPrompt && (
        <div className={`${bar} ${css({ bg: 'sand.100' })}`}>
          Keep listings at hand, even offline.
          <button
            type="button"
            className={button({ size: 'sm', variant: 'outline' })}
            onClick={async () => {
              await installPrompt.prompt();
              // Turned down in the browser's own dialog: as "Not now".
              if ((await installPrompt.userChoice).outcome === 'dismissed') rememberInstallDismissed();
              setInstallPrompt(null);
            }}
          >
            Install app
          </button>
          <button
            type="button"
            className={button({ size: 'sm', variant: 'ghost' })}
            onClick={() => {
              rememberInstallDismissed();
              setInstallPrompt(null);
            }}
          >
            Not now
          </button>
        </div>
      )}
    </>
  );
}
