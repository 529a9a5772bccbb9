import { shortDate } from '@/lib/dates';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { formatConversionRate } from '@/lib/kpi';
import { boatPriceLabel } from '@harbour/domain/boats/boat-price';
import { BOAT_STATUS_LABELS, BOAT_STATUS_TONES } from '@harbour/domain/boats/boat-status';
import { Badge, cardStyle, PortalPage, RowsSkeleton } from './portal-ui';
import { useOwnListings } from './api/owner';
import { ListingInsights } from './listing-insights';
import { OwnerListingDocuments } from './listing-documents';
import { daysOnMarketCell } from './listing-rows';
import { useNow } from '@/ui/use-now';
import { stackedTable } from '@/ui/stacked-table';

const th = css({
  textAlign: 'left',
  fontSize: 'xs',
  textTransform: 'uppercase',
  color: 'muted',
  fontWeight: 'semibold',
  px: '3',
  py: '2',
  whiteSpace: 'nowrap',
});
const td = css({ px: '3', py: '3', borderTopWidth: '1px', borderColor: 'border', whiteSpace: 'nowrap' });
const num = css({ textAlign: 'right' });

export function ListingsPage({ caller }: { caller: Caller }) {
  const result = useOwnListings(caller);
  const rows = result.data?.rows ?? [];
  const inquiries = result.data?.inquiries ?? [];
  const now = useNow();
  return (
    <PortalPage
      title="My Listings"
      description="Your boats on our books, how often buyers view them and the inquiries they send."
      path="/client/listings"
    >
      {result.status === 'loading' ? (
        <RowsSkeleton />
      ) : result.status === 'error' ? (
        <p role="alert">Your listings could not be loaded. Please reload the page.</p>
      ) : (
        <>
          <div className={cardStyle}>
            <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold', mb: '3' })}>Listings</h2>
            {rows.length === 0 ? (
              <p className={css({ color: 'muted' })}>
                No listings yet. Once our team approves a submission, its listing appears here.
              </p>
            ) : (
              <div className={css({ overflowX: 'auto' })}>
                <table className={`${css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })} ${stackedTable}`}>
                  <caption className={css({ srOnly: true })}>
                    Your listings with views, inquiries, conversion rate and days on market
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" className={th}>
                        Boat
                      </th>
                      <th scope="col" className={th}>
                        Status
                      </th>
                      <th scope="col" className={`${th} ${num}`}>
                        Days on market
                      </th>
                      <th scope="col" className={`${th} ${num}`}>
                        Price
                      </th>
                      <th scope="col" className={`${th} ${num}`}>
                        Views
                      </th>
                      <th scope="col" className={`${th} ${num}`}>
                        Inquiries
                      </th>
                      <th scope="col" className={`${th} ${num}`}>
                        Conversion
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.id} data-testid="listing-row">
                        <th scope="row" className={`${td} ${css({ textAlign: 'left', fontWeight: 'medium' })}`}>
                          {r.title}
                        </th>
                        <td className={td} data-label="Status">
                          <Badge tone={BOAT_STATUS_TONES[r.status]}>{BOAT_STATUS_LABELS[r.status]}</Badge>
                        </td>
                        <td className={`${td} ${num}`} data-label="Days on market" data-testid="owner-days-on-market">
                          {daysOnMarketCell(r, now)}
                        </td>
                        <td className={`${td} ${num}`} data-label="Price">
                          {boatPriceLabel(r)}
                        </td>
                        <td className={`${td} ${num}`} data-label="Views">
                          {r.views.toLocaleString('en-US')}
                        </td>
                        <td className={`${td} ${num}`} data-label="Inquiries">
                          {r.inquiries}
                        </td>
                        <td className={`${td} ${num}`} data-label="Conversion">
                          {formatConversionRate(r.conversionRate)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>

          <OwnerListingDocuments caller={caller} />

          {rows.length > 0 && result.data ? (
            <div className={cardStyle}>
              <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold', mb: '3' })}>Performance and history</h2>
              <ListingInsights rows={rows} activity={result.data.activity} now={now} />
            </div>
          ) : null}

          <div className={cardStyle}>
            <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold', mb: '3' })}>Inquiries on your boats</h2>
            {inquiries.length === 0 ? (
              <p className={css({ color: 'muted' })}>No inquiries found</p>
            ) : (
              <ul
                aria-label="Inquiries on your boats"
                className={css({ listStyle: 'none', p: 0, display: 'grid', gap: '3' })}
              >
                {inquiries.map((i) => (
                  <li
                    key={i.id}
                    data-testid="owner-inquiry"
                    className={css({
                      borderTopWidth: '1px',
                      borderColor: 'border',
                      pt: '3',
                      _first: { borderTopWidth: 0, pt: 0 },
                    })}
                  >
                    <div
                      className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'space-between' })}
                    >
                      <p className={css({ fontWeight: 'semibold' })}>{i.name}</p>
                      <time dateTime={i.createdAt} className={css({ fontSize: 'sm', color: 'muted' })}>
                        {shortDate(i.createdAt)}
                      </time>
                    </div>
                    <p className={css({ fontSize: 'sm', color: 'muted' })}>{i.boatTitle}</p>
                    {i.message ? <p className={css({ mt: '1' })}>{i.message}</p> : null}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </PortalPage>
  );
}
