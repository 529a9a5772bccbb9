import { css } from 'styled-system/css';
import type { Boat } from '@harbour/domain/schemas/boat';
import { useUnits } from '@/ui/use-units';
import { specificationsBesideOverview } from './model/listing-overview';
import { card, sectionTitle } from './styles';

/** The listing's key features and specifications, read only (the editor closed). */
export function FeaturesAndSpecs({ boat }: { boat: Boat }) {
  const [units] = useUnits();
  // As the public page shows them, less the overview rows the Basic Information card already has.
  const specRows = specificationsBesideOverview(boat, units);
  return (
    <>
      <section className={card} aria-labelledby="ro-features">
        <h2 id="ro-features" className={sectionTitle}>
          Key Features
        </h2>
        {boat.features.length ? (
          <ul className={css({ m: 0, pl: '5' })} data-testid="features-list">
            {boat.features.map((f, i) => (
              <li key={i}>{f}</li>
            ))}
          </ul>
        ) : (
          <p className={css({ color: 'muted', m: 0 })}>No features listed</p>
        )}
      </section>
      <section className={card} aria-labelledby="ro-specs">
        <h2 id="ro-specs" className={sectionTitle}>
          Specifications
        </h2>
        {specRows.length ? (
          <dl
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(3, 1fr)' },
              gap: '3',
              m: 0,
            })}
            data-testid="specs-list"
          >
            {specRows.map(([k, v], i) => (
              <div key={`${i}-${k}`}>
                <dt className={css({ fontSize: 'xs', color: 'muted' })}>{k}</dt>
                <dd className={css({ m: 0, fontWeight: 'medium' })}>{v}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className={css({ color: 'muted', m: 0 })}>No specifications</p>
        )}
      </section>
    </>
  );
}
