import { css } from 'styled-system/css';
import type { Boat } from '@harbour/domain/schemas/boat';
import { UnitSwitch } from '@/ui/unit-switch';
import { CurrencySwitch } from '@/ui/currency-switch';
import { useUnits } from '@/ui/use-units';
import { specificationGroups } from '@harbour/domain/boats/specification-groups';

const groupTitle = css({ fontSize: 'md', fontWeight: 'semibold', color: 'navy.700', m: '0', mb: '2' });

/** The boat's specifications, grouped (Overview, Dimensions, Engines…), in the units the visitor chose. */
export function BoatSpecifications({ boat }: { boat: Boat }) {
  const [units] = useUnits();
  const groups = specificationGroups(boat, units);
  return (
    <section aria-labelledby="boat-specifications">
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          mb: '4',
        })}
      >
        <h2 id="boat-specifications" className={css({ fontSize: '2xl', fontWeight: 'bold', m: '0' })}>
          Specifications
        </h2>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-start' })}>
          <UnitSwitch />
          <CurrencySwitch />
        </div>
      </div>
      <div className={css({ display: 'grid', gap: '6' })} data-testid="boat-specifications">
        {groups.map((group) => (
          <div key={group.title}>
            <h3 className={groupTitle}>{group.title}</h3>
            <dl
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                gap: '3',
                m: '0',
              })}
            >
              {group.rows.map((row, i) => (
                <div
                  key={`${i}-${row.label}`}
                  className={css({
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: '4',
                    p: '3',
                    bg: 'gray.50',
                    rounded: 'md',
                  })}
                >
                  <dt className={css({ color: 'muted' })}>{row.label}</dt>
                  <dd className={css({ m: '0', fontWeight: 'semibold', textAlign: 'right' })}>{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
