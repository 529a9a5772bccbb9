import { Outlet } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { ToastRegion } from '@/ui/toast-region';
import { SiteNav } from './site-nav';
import { SiteFooter } from './site-footer';
import { AppStatusBar } from '@/app/pwa/app-status-bar';
import { SessionSyncStatus } from './session-sync-status';
import { pageFrame } from './site-nav-styles';
import { leavingPage } from './leaving-page';
import { useEffect, useRef } from 'react';
import { useSession } from '@/data/session/session-store';
import { useStatusStackHeight } from './use-status-stack-height';

export function RootLayout() {
  const leaving = leavingPage((s) => s.notice);
  const statusStack = useRef<HTMLDivElement>(null);
  useStatusStackHeight(statusStack);
  // The idle watch of admin sessions (#32), loaded only for an admin: a visitor's first page carries none of it.
  const admin = useSession((s) => s.role === 'admin');
  useEffect(() => {
    if (!admin) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./admin-idle-ending').then((m) => {
      if (!left) stop = m.watchIdleAdmin();
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [admin]);
  return (
    <div className={pageFrame}>
      <a
        href="#main"
        className={css({
          position: 'absolute',
          left: '-9999px',
          _focus: { left: '4', top: '4', zIndex: 100, bg: 'white', p: '2' },
        })}
      >
        Skip to content
      </a>
      <SiteNav />
      <main id="main" className={css({ flex: '1' })}>
        {leaving ? (
          <p role="status" className={css({ textAlign: 'center', py: '16', color: 'muted' })}>
            {leaving}
          </p>
        ) : (
          <Outlet />
        )}
      </main>
      <SiteFooter />
      {/* Status bars come and go (offline, install, new version, pending sync): kept at the foot of the page and
          stuck to the bottom of the screen, so one appearing never pushes the page's content down. A landmark of
          their own: all of a page's content is in one. */}
      <div
        ref={statusStack}
        role="region"
        aria-label="Site status"
        className={css({
          position: 'sticky',
          bottom: '0',
          zIndex: 40,
          pb: 'env(safe-area-inset-bottom)',
          bg: 'white',
          _empty: { display: 'none' },
        })}
      >
        <AppStatusBar />
        <SessionSyncStatus />
      </div>
      <ToastRegion />
    </div>
  );
}
