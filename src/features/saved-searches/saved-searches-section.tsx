import { lazy, Suspense, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { useNow } from '@/ui/use-now';
import { useUnits } from '@/ui/use-units';
import { useHydrated } from '@/ui/use-hydrated';
import { notify } from '@/ui/toaster';
import { shortDate } from '@/lib/dates';
import { describeFilters } from '@/features/boats';
import { deleteSavedSearch, renameSavedSearch, useSavedSearches, type SavedSearchView } from './api/saved-searches';
import { ChangesSummary } from './search-changes-summary';
import type { Caller } from '@/data/caller';
import { useCaller } from '@/data/session/use-caller';
import { useSession } from '@/data/session/session-store';
import { VerifyEmailNotice } from '@/features/auth';

// The emails' controls read the account's replica: loaded only for a signed-in user.
const AlertSwitch = lazy(() => import('./search-alert-controls').then((m) => ({ default: m.SearchAlertSwitch })));
const OtherDeviceAlerts = lazy(() => import('./search-alert-controls').then((m) => ({ default: m.OtherDeviceAlerts })));
import { SearchNameForm } from './search-name-form';

/** The notice the emails' switches point to while the address is not verified . */
const VERIFY_NOTICE_ID = 'saved-searches-verify-email';

const list = css({ display: 'grid', gap: '4', listStyle: 'none', p: '0', m: '0' });
const item = css({
  display: 'grid',
  gap: '2',
  p: '5',
  rounded: 'xl',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border',
  shadow: 'sm',
});
const muted = css({ color: 'muted', fontSize: 'sm', m: '0' });
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '1' });

/** /saved: the searches saved on this device, each with what changed since it was last opened. */
export default function SavedSearchesSection() {
  const now = useNow();
  const searches = useSavedSearches(now);
  const caller = useCaller();
  const signedOut = useSession((s) => s.status === 'signed-out');
  return (
    <section aria-labelledby="saved-searches" className={css({ mt: '12' })}>
      <h2 id="saved-searches" className={css({ fontSize: '2xl', fontWeight: 'bold', m: '0', mb: '4' })}>
        Saved searches
      </h2>
      {searches === null ? (
        <p aria-busy="true" className={muted}>
          Loading your saved searches…
        </p>
      ) : searches.length === 0 ? (
        <p className={muted} data-testid="saved-searches-empty">
          No saved searches yet. On{' '}
          <Link to="/boats" className={css({ textDecoration: 'underline' })}>
            Boats For Sale
          </Link>
          , choose your filters and tap “Save this search”: each time you come back, it shows what is new.
        </p>
      ) : (
        <>
          {signedOut ? (
            <p className={css({ color: 'muted', fontSize: 'sm', m: '0', mb: '4' })}>
              <Link to="/auth" search={{ redirect: '/saved' }} className={css({ textDecoration: 'underline' })}>
                Log in
              </Link>{' '}
              to get an email when a new boat matches one of your saved searches.
            </p>
          ) : null}
          {caller ? <VerifyEmailNotice descriptionId={VERIFY_NOTICE_ID} className={css({ mb: '4' })} /> : null}
          <ul className={list} aria-label="Saved searches">
            {searches.map((view) => (
              <li key={view.search.id}>
                <SavedSearchItem view={view} caller={caller} />
              </li>
            ))}
          </ul>
        </>
      )}
      {caller && searches ? (
        <Suspense fallback={null}>
          <OtherDeviceAlerts caller={caller} deviceSearchIds={searches.map((view) => view.search.id)} />
        </Suspense>
      ) : null}
    </section>
  );
}

function SavedSearchItem({ view, caller }: { view: SavedSearchView; caller: Caller | null }) {
  const [units] = useUnits();
  const hydrated = useHydrated();
  const [renaming, setRenaming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { search, filters } = view;
  const words = describeFilters(filters, units).map((c) => c.label);
  async function remove() {
    setBusy(true);
    const outcome = await deleteSavedSearch(search.id);
    setBusy(false);
    if (!outcome.ok) notify(outcome.message, undefined, 'error');
  }
  return (
    <article className={item} data-testid="saved-search" aria-label={search.name}>
      <h3 className={css({ fontSize: 'lg', fontWeight: 'bold', m: '0' })}>{search.name}</h3>
      <p className={muted}>
        {words.length > 0 ? words.join(' · ') : 'All boats for sale'} — {view.count}{' '}
        {view.count === 1 ? 'boat' : 'boats'} now
      </p>
      <ChangesSummary words={view.words} />
      <p className={muted}>Last opened {shortDate(search.lastOpenedAt)}</p>
      {renaming ? (
        <SearchNameForm
          title={`Rename ${search.name}`}
          initialName={search.name}
          submitLabel="Save name"
          onSubmit={(name) => renameSavedSearch(search.id, name)}
          onDone={() => setRenaming(false)}
        />
      ) : (
        <div className={actions}>
          <Link to="/boats" search={filters} className={button({ size: 'sm' })}>
            Open<span className={css({ srOnly: true })}> {search.name}</span>
          </Link>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            disabled={!hydrated}
            onClick={() => setRenaming(true)}
          >
            Rename<span className={css({ srOnly: true })}> {search.name}</span>
          </button>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            disabled={!hydrated || busy}
            onClick={() => void remove()}
          >
            Delete<span className={css({ srOnly: true })}> {search.name}</span>
          </button>
        </div>
      )}
      {caller ? (
        <Suspense fallback={null}>
          <AlertSwitch caller={caller} search={search} verifyNoticeId={VERIFY_NOTICE_ID} />
        </Suspense>
      ) : null}
    </article>
  );
}
