import { useEffect, useState, useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { subscribeUnreadLeadsHint, unreadLeadsHint } from '@/data/leads/leads-seen';
import { Link, useNavigate } from '@tanstack/react-router';
import { button } from '@/ui/button';
import { countBadge } from '@/ui/count-badge';
import { notify } from '@/ui/toaster';
import { authErrorMessage } from '@/data/firebase';
import { session, useSession } from '@/data/session/session-store';
import { portalSignOutStep } from '@/data/session/portal-sign-out';
import { visitorSignOutStep } from '@/data/session/visitor-sign-out';
import { thisPageSection } from '@/data/public/page-section';
import { clearLeavingNotice, showLeavingNotice } from './leaving-page';

// Logout deletes the user's portal replica from this device (asking first if changes are still unsent), and what was
// sent from it as a visitor.
session.addSignOutStep(portalSignOutStep());
session.addSignOutStep(visitorSignOutStep());

interface Props {
  linkClassName: string;
  onNavigate?: () => void;
}

/**
 * Signed out: a Login button to /auth. Signed in: the portal link for the role ('Admin Portal'
 * for admins; any other role is client-level) and a Logout button that signs out and returns to /.
 * Without a stored session hint this never loads firebase.
 */
export function SessionNavItems({ linkClassName, onNavigate }: Props) {
  const { status, role } = useSession();
  const navigate = useNavigate();
  // Set from the tap until the sign-out ends or is cancelled: the checks before it (unsent changes) can take a moment.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => session.start(), []);

  if (status !== 'signed-in') {
    return (
      <Link
        to="/auth"
        className={button({ variant: 'hero', size: 'sm' })}
        onClick={onNavigate}
        aria-busy={status === 'loading'}
      >
        Login
      </Link>
    );
  }

  async function logout() {
    onNavigate?.();
    const fromPortal = thisPageSection() === 'portal';
    setLeaving(true);
    try {
      // Portal pages go first (once confirmed), so none reacts to the session ending. From a public page that is the
      // way home; from a portal, home is a new page load, which would cut the sign-out short: a notice stands in for
      // the portal's pages until it is done.
      const done = await session.signOut({
        beforeEnd: async () => (fromPortal ? showLeavingNotice('Signing out…') : navigate({ to: '/' })),
      });
      if (done && fromPortal) await navigate({ to: '/' });
      if (!done) setLeaving(false);
    } catch (error) {
      setLeaving(false);
      clearLeavingNotice();
      notify(authErrorMessage(error), undefined, 'error');
    }
  }

  return (
    <>
      {role === 'admin' ? (
        <Link to="/admin/dashboard" className={linkClassName} onClick={onNavigate}>
          Admin Portal
          <NewLeadsCount />
        </Link>
      ) : (
        <Link to="/client/dashboard" className={linkClassName} onClick={onNavigate}>
          Client Portal
        </Link>
      )}
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        onClick={logout}
        disabled={leaving}
        aria-busy={leaving}
      >
        Logout
      </button>
    </>
  );
}

/** The admin's new leads on the portal link, from the dashboard's count on this device (no database on public pages). */
function NewLeadsCount() {
  const count = useSyncExternalStore(subscribeUnreadLeadsHint, unreadLeadsHint, () => 0);
  if (count === 0) return null;
  return (
    <span data-testid="new-leads-count" className={countBadge}>
      {count}
      <span className={css({ srOnly: true })}> new {count === 1 ? 'lead' : 'leads'}</span>
    </span>
  );
}
