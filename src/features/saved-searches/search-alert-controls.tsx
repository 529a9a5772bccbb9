import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import type { SavedSearch } from '@harbour/domain/schemas/visitor-record';
import type { SearchAlert } from '@harbour/domain/schemas/search-alert';
import type { AlertedSearch } from '@/data/saved/search-alerts';
import { button } from '@/ui/button';
import { notify } from '@/ui/toaster';
import { useHydrated } from '@/ui/use-hydrated';
import { useSession } from '@/data/session/session-store';
import { turnSearchAlert } from './api/account-alerts';
import { useAccountAlerts } from './api/use-account-alerts';
import { searchFromParams } from '@/features/boats';

// Loaded only for a signed-in user (saved-searches-section.tsx): a visitor never downloads the account's replica.

const switchRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  cursor: 'pointer',
  minH: '11',
});

/** Pure: what the toast says once the emails of a search were turned on or off. */
export function alertOutcomeText(name: string, on: boolean): string {
  return on ? `We'll email you when a new boat matches “${name}”.` : `No more emails for “${name}”.`;
}

/** Turning a search's emails on or off, with the outcome said in a toast; busy while it is written. */
function useAlertTurn(caller: Caller) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  async function turn(search: AlertedSearch, on: boolean): Promise<boolean> {
    setBusy(true);
    const outcome = await turnSearchAlert(caller, search, on);
    setBusy(false);
    notify(
      outcome.ok ? alertOutcomeText(search.name, on) : outcome.message,
      undefined,
      outcome.ok ? 'success' : 'error',
    );
    return outcome.ok;
  }
  return { busy, turn, hydrated };
}

/**
 * "Email me new matches" for one saved search of this device. Turning one on waits for a verified address (#32: the
 * rules and the function refuse it before); the notice `verifyNoticeId` says how.
 */
export function SearchAlertSwitch({
  caller,
  search,
  verifyNoticeId,
}: {
  caller: Caller;
  search: SavedSearch;
  verifyNoticeId: string;
}) {
  const alerts = useAccountAlerts(caller);
  const verified = useSession((s) => s.user?.emailVerified === true);
  const { busy, turn, hydrated } = useAlertTurn(caller);
  const on = alerts?.some((a) => a.id === search.id) ?? false;
  // The box shows the tap at once; the account's copy follows a moment later (then this gives way to it).
  const [wanted, setWanted] = useState<boolean | null>(null);
  useEffect(() => {
    if (wanted === on) setWanted(null);
  }, [wanted, on]);
  async function change(next: boolean) {
    setWanted(next);
    if (!(await turn(search, next))) setWanted(null);
  }
  return (
    <label className={switchRow}>
      <input
        type="checkbox"
        checked={wanted ?? on}
        // Unverified, an alert already on can still be turned off.
        disabled={!hydrated || busy || alerts === null || (!verified && !on)}
        aria-describedby={verified ? undefined : verifyNoticeId}
        onChange={(event) => void change(event.target.checked)}
        className={css({ w: '5', h: '5', accentColor: 'navy.700' })}
      />
      Email me new matches<span className={css({ srOnly: true })}> for {search.name}</span>
    </label>
  );
}

/**
 * The account's alerts for searches this device does not hold (saved on the user's other phone or computer): named,
 * openable, and their emails can be stopped from here.
 */
export function OtherDeviceAlerts({ caller, deviceSearchIds }: { caller: Caller; deviceSearchIds: readonly string[] }) {
  const alerts = useAccountAlerts(caller);
  const others = (alerts ?? []).filter((a) => !deviceSearchIds.includes(a.id));
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="other-device-alerts" className={css({ mt: '8', display: 'grid', gap: '3' })}>
      <h3 id="other-device-alerts" className={css({ fontSize: 'lg', fontWeight: 'bold', m: '0' })}>
        Emails for searches saved on your other devices
      </h3>
      <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '2' })}>
        {others.map((alert) => (
          <li key={alert.id}>
            <OtherDeviceAlert caller={caller} alert={alert} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OtherDeviceAlert({ caller, alert }: { caller: Caller; alert: SearchAlert }) {
  const { busy, turn, hydrated } = useAlertTurn(caller);
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
      <span className={css({ fontWeight: 'semibold' })}>{alert.name}</span>
      <Link to="/boats" search={searchFromParams(alert.params)} className={button({ variant: 'outline', size: 'sm' })}>
        Open<span className={css({ srOnly: true })}> {alert.name}</span>
      </Link>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        disabled={!hydrated || busy}
        onClick={() => void turn(alert, false)}
      >
        Stop emails<span className={css({ srOnly: true })}> for {alert.name}</span>
      </button>
    </div>
  );
}
