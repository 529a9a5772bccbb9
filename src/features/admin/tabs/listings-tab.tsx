import { useNow } from '@/ui/use-now';
import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { shortDate } from '@/lib/dates';
import type { Caller } from '@/data/caller';
import { privatePriceLabel } from '@harbour/domain/boats/boat-price';
import { publicState } from '@harbour/domain/boats/listing-visibility';
import { button } from '@/ui/button';
import { LISTING_FILTERS, filterListings, type ListingFilter } from '../model/filters';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { clientDisplayName, commissionLabel } from '../model/text';
import { combine, useAdminCollection, usePendingCheck } from '../use-admin-data';
import { BoatStatusBadge, FilterBar, PendingMark, muted } from '../components/parts';
import { DataTable } from '@/ui/data-table';

const COLUMNS = ['Listing', 'Price', 'Status', 'Commission', 'Owner', 'Created', 'Actions'];

export function ListingsTab({ caller }: { caller: Caller }) {
  const [filter, setFilter] = useState<ListingFilter>('all');
  const now = useNow();
  const data = combine(
    useAdminCollection(caller, 'boats'),
    useAdminCollection(caller, 'boatCommercials'),
    useAdminCollection(caller, 'profiles'),
  );
  const isPending = usePendingCheck(caller);
  const rows = useMemo(() => {
    if (data.status !== 'ready') return null;
    const [boats, commercials, profiles] = data.data;
    const rates = new Map(commercials.map((c) => [c.id, c.commissionRate]));
    const names = new Map(profiles.map((p) => [p.id, p.fullName]));
    return filterListings(boats, filter).map((boat) => ({
      boat,
      commission: rates.get(boat.id) ?? null,
      owner: boat.createdBy ? clientDisplayName(names.get(boat.createdBy)) : '—',
    }));
  }, [data.status, data.data, filter]);

  return (
    <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: 'minmax(0, 1fr)' })}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          justifyContent: 'space-between',
          alignItems: 'center',
        })}
      >
        <FilterBar label="Filter listings by status" options={LISTING_FILTERS} value={filter} onChange={setFilter} />
        <Link to="/admin/listings/new" className={button({ variant: 'hero', size: 'sm' })}>
          Add New Listing
        </Link>
      </div>
      <DataTable
        label="Listings"
        columns={COLUMNS}
        status={data.status}
        rows={rows}
        errorMessage="The listings could not be loaded on this device."
        emptyMessage="No listings found"
      >
        {({ boat, commission, owner }) => (
          <tr key={boat.id} data-boat-id={boat.id}>
            <td>
              <span className={css({ fontWeight: 'medium' })}>{boatTitle(boat)}</span>
              <PendingMark pending={isPending('boats', boat.id) || isPending('boatCommercials', boat.id)} />
              <div className={muted}>{boat.type}</div>
            </td>
            <td className={css({ whiteSpace: 'nowrap' })}>{privatePriceLabel(boat)}</td>
            <td>
              <BoatStatusBadge status={boat.status} />
            </td>
            <td>{commissionLabel(commission)}</td>
            <td>{owner}</td>
            <td className={css({ whiteSpace: 'nowrap' })}>{shortDate(boat.createdAt)}</td>
            <td>
              <div className={css({ display: 'flex', gap: '2' })}>
                {/* Only a boat the public sees now has a public page to view. */}
                {publicState(boat, now) !== 'hidden' ? (
                  <Link
                    to="/boats/$boatId"
                    params={{ boatId: boat.id }}
                    className={button({ variant: 'ghost', size: 'sm' })}
                    aria-label={`View ${boatTitle(boat)}`}
                  >
                    View
                  </Link>
                ) : null}
                <Link
                  to="/admin/listings/$boatId"
                  params={{ boatId: boat.id }}
                  className={button({ variant: 'outline', size: 'sm' })}
                  aria-label={`Edit ${boatTitle(boat)}`}
                >
                  Edit
                </Link>
              </div>
            </td>
          </tr>
        )}
      </DataTable>
    </div>
  );
}
