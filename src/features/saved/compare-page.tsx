import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { PageMeta } from '@/ui/page-meta';
import { Photo } from '@/ui/photo';
import { UnitSwitch } from '@/ui/unit-switch';
import { ApproxPriceSlot } from '@/ui/approx-price-slot';
import { CurrencySwitch } from '@/ui/currency-switch';
import { useUnits } from '@/ui/use-units';
import { button } from '@/ui/button';
import { imageSources } from '@harbour/domain/image-sources';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { useCompareBoats } from './api/compare-boats';
import { compareTable } from './model/compare-table';
import { COMPARE_MIN } from './model/compare-ids';

const container = css({ maxW: '7xl', mx: 'auto', px: '4', py: { base: '8', md: '12' } });
// The table scrolls in its own box on a phone; the labels stay in view.
const scroller = css({ overflowX: 'auto', borderWidth: '1px', borderColor: 'border', rounded: 'xl', bg: 'white' });
const table = css({ borderCollapse: 'separate', borderSpacing: '0', w: 'full', minW: 'max-content', fontSize: 'sm' });
const cell = css({ p: '3', borderBottomWidth: '1px', borderColor: 'border', textAlign: 'left', verticalAlign: 'top' });
const labelCell = css({
  position: 'sticky',
  left: '0',
  bg: 'white',
  fontWeight: 'semibold',
  color: 'muted',
  w: '9rem',
  minW: '7rem',
  zIndex: 1,
});
const boatCell = css({ w: { base: '11rem', md: '15rem' }, minW: '10rem' });
const differs = css({ '& > td': { bg: 'yellow.50', fontWeight: 'semibold' }, '& > th': { bg: 'yellow.50' } });
const srOnly = css({ srOnly: true });

interface Props {
  ids: readonly string[];
}

/** /compare?boats=a,b: the boats side by side, differences highlighted, from this device's data (offline too). */
export function ComparePage({ ids }: Props) {
  const [units] = useUnits();
  const data = useCompareBoats(ids);
  const boats = data?.boats ?? [];
  const rows = compareTable(boats, units);
  return (
    <>
      <PageMeta
        title="Compare Boats"
        description="Boats side by side: price, length, year and every specification."
        path="/compare"
        noindex
      />
      <div className={container}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', mb: '6' })}>
          <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold', m: '0', flex: '1' })}>
            Compare Boats
          </h1>
          <UnitSwitch />
          <CurrencySwitch />
        </div>
        {data === null ? (
          <p aria-busy="true">Loading the boats…</p>
        ) : (
          <>
            {data.missing.length > 0 ? (
              <p role="status" className={css({ mb: '4', color: 'muted' })} data-testid="compare-missing">
                {data.missing
                  .map((m) =>
                    m.saved
                      ? `${m.saved.title} is no longer available.`
                      : 'One boat in this link is not listed, or not on this device yet.',
                  )
                  .join(' ')}
              </p>
            ) : null}
            {boats.length < COMPARE_MIN ? (
              <div data-testid="compare-too-few">
                <p>Pick 2 to 4 boats to compare: tick “Compare” on boats you like, or on your saved boats.</p>
                <Link to="/saved" className={button({ variant: 'default' })}>
                  Go to Saved Boats
                </Link>
              </div>
            ) : (
              <div className={scroller} tabIndex={0} role="region" aria-label="Comparison table">
                <table className={table}>
                  <caption className={srOnly}>
                    {boats.map((b) => boatTitle(b)).join(' compared with ')}; rows marked “differs” are not the same for
                    every boat.
                  </caption>
                  <thead>
                    <tr>
                      <td className={`${cell} ${labelCell}`} />
                      {boats.map((boat) => {
                        const primary = boat.images.find((i) => i.isPrimary) ?? boat.images[0];
                        const sources = primary ? imageSources(primary.url) : null;
                        return (
                          <th key={boat.id} scope="col" className={`${cell} ${boatCell}`}>
                            {sources ? (
                              <Photo
                                src={sources.src}
                                srcSet={sources.srcSet}
                                sizes={sources.srcSet ? '15rem' : undefined}
                                width={480}
                                height={360}
                                alt=""
                                className={css({ w: 'full', aspectRatio: '4 / 3', objectFit: 'cover', rounded: 'md' })}
                              />
                            ) : null}
                            <Link
                              to="/boats/$boatId"
                              params={{ boatId: boat.id }}
                              className={css({ display: 'block', mt: '2', fontSize: 'md', fontWeight: 'bold' })}
                            >
                              {boatTitle(boat)}
                            </Link>
                          </th>
                        );
                      })}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.label} className={row.differs ? differs : undefined} data-differs={row.differs}>
                        <th scope="row" className={`${cell} ${labelCell}`}>
                          {row.label}
                          {row.differs ? <span className={srOnly}> (differs)</span> : null}
                        </th>
                        {row.values.map((value, i) => (
                          <td key={boats[i]!.id} className={cell}>
                            {value}
                            {row.label === 'Price' && !boats[i]!.priceOnRequest ? (
                              <ApproxPriceSlot usd={boats[i]!.price} />
                            ) : null}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
