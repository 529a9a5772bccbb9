import { css } from 'styled-system/css';
import type { Boat } from '@harbour/domain/schemas/boat';
import type { BoatCommercial } from '@harbour/domain/schemas/boat-commercial';
import { basicInformationRows } from './model/listing-overview';
import { card, sectionTitle } from './styles';

/** The listing's Basic Information (commission included) and its description. */
export function ListingOverview({ boat, commercial }: { boat: Boat; commercial: BoatCommercial | null }) {
  const rows = basicInformationRows(boat, commercial);
  return (
    <>
      <section className={card} aria-labelledby="overview-basic">
        <h2 id="overview-basic" className={sectionTitle}>
          Basic Information
        </h2>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
            gap: '3',
            m: 0,
          })}
        >
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt className={css({ fontSize: 'xs', color: 'muted' })}>{k}</dt>
              <dd className={css({ m: 0, fontWeight: 'medium' })}>{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={card} aria-labelledby="overview-description">
        <h2 id="overview-description" className={sectionTitle}>
          Description
        </h2>
        <p className={css({ whiteSpace: 'pre-wrap', m: 0 })}>{boat.description}</p>
      </section>
    </>
  );
}
