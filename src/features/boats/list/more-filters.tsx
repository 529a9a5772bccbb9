import { useMemo } from 'react';
import { css } from 'styled-system/css';
import type { Boat } from '@harbour/domain/schemas/boat';
import { FUEL_TYPE_LABELS, HULL_MATERIAL_LABELS } from '@harbour/domain/boats/particular-labels';
import { UnitSwitch } from '@/ui/unit-switch';
import { CurrencySwitch } from '@/ui/currency-switch';
import { useUnits } from '@/ui/use-units';
import { controlStyle } from '@/ui/form-field';
import { cabinChoices, facetsOf } from '../model/filters-facets';
import { lengthUnit } from '../model/filters-input';
import type { BoatsSearch } from '@harbour/domain/search/search-params';
import { NumberBox } from './range-field';

export interface MoreFiltersProps {
  id: string;
  /** The search as the list applies it. */
  search: BoatsSearch;
  /** The boats being searched: the facets they have are offered. */
  boats: readonly Boat[];
  /** A change of filters; `replace` when it refines the value just written (typing on in the same box). */
  onChange: (next: BoatsSearch, options: { replace: boolean }) => void;
}

const panel = css({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: '4',
  minW: '0',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
});
const pair = css({ display: 'grid', gap: '2', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', minW: '0' });
const fieldset = css({ border: '0', p: '0', m: '0', minW: '0', display: 'grid', gap: '2' });
const legend = css({ fontWeight: 'semibold', fontSize: 'sm', p: '0', mb: '1' });
const label = css({ display: 'grid', gap: '1', fontSize: 'sm', fontWeight: 'medium', minW: '0' });

/** The range filters and facets (loaded when the visitor opens them: not on the /boats page's first load). */
export default function MoreFilters({ id, search, boats, onChange }: MoreFiltersProps) {
  const [units] = useUnits();
  const facets = useMemo(() => facetsOf(boats), [boats]);
  const unit = lengthUnit(units);
  const set = (patch: Partial<BoatsSearch>, first = true) => onChange({ ...search, ...patch }, { replace: !first });
  const num = (value: number | null) => value ?? undefined;
  // A value in the URL that no boat has now (an old link) stays choosable, so the select says what is applied.
  const withCurrent = <T extends string>(values: readonly T[], current: T | undefined) =>
    current !== undefined && !values.includes(current) ? [...values, current] : values;

  return (
    <div id={id} className={panel} data-testid="more-filters">
      <fieldset className={fieldset}>
        <legend className={legend}>Price (USD)</legend>
        <div className={pair}>
          <NumberBox
            kind="price"
            label="Min price"
            placeholder="No min"
            value={search.priceMin}
            units={units}
            onCommit={(v, first) => set({ priceMin: num(v) }, first)}
          />
          <NumberBox
            kind="price"
            label="Max price"
            placeholder="No max"
            value={search.priceMax}
            units={units}
            onCommit={(v, first) => set({ priceMax: num(v) }, first)}
          />
        </div>
        <CurrencySwitch />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Length ({unit})</legend>
        <div className={pair}>
          <NumberBox
            kind="length"
            label={`Min length (${unit})`}
            placeholder="No min"
            value={search.lengthMin}
            units={units}
            onCommit={(v, first) => set({ lengthMin: num(v) }, first)}
          />
          <NumberBox
            kind="length"
            label={`Max length (${unit})`}
            placeholder="No max"
            value={search.lengthMax}
            units={units}
            onCommit={(v, first) => set({ lengthMax: num(v) }, first)}
          />
        </div>
        <UnitSwitch />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Year</legend>
        <div className={pair}>
          <NumberBox
            kind="year"
            label="From year"
            placeholder="Any"
            value={search.yearMin}
            units={units}
            onCommit={(v, first) => set({ yearMin: num(v) }, first)}
          />
          <NumberBox
            kind="year"
            label="To year"
            placeholder="Any"
            value={search.yearMax}
            units={units}
            onCommit={(v, first) => set({ yearMax: num(v) }, first)}
          />
        </div>
      </fieldset>
      {facets.hours ? (
        <NumberBox
          kind="hoursMax"
          label="Max engine hours"
          placeholder="Any"
          value={search.hoursMax}
          units={units}
          onCommit={(v, first) => set({ hoursMax: num(v) }, first)}
        />
      ) : null}
      {facets.locations.length > 0 ? (
        <label className={label}>
          Location
          <select
            className={controlStyle}
            autoComplete="off"
            value={search.location ?? ''}
            onChange={(e) => set({ location: e.target.value || undefined })}
          >
            <option value="">All Locations</option>
            {withCurrent(facets.locations, search.location).map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {facets.fuels.length > 0 ? (
        <label className={label}>
          Fuel
          <select
            className={controlStyle}
            autoComplete="off"
            value={search.fuel ?? ''}
            onChange={(e) => set({ fuel: (e.target.value || undefined) as BoatsSearch['fuel'] })}
          >
            <option value="">Any Fuel</option>
            {withCurrent(facets.fuels, search.fuel).map((f) => (
              <option key={f} value={f}>
                {FUEL_TYPE_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {facets.hullMaterials.length > 0 ? (
        <label className={label}>
          Hull material
          <select
            className={controlStyle}
            autoComplete="off"
            value={search.hull ?? ''}
            onChange={(e) => set({ hull: (e.target.value || undefined) as BoatsSearch['hull'] })}
          >
            <option value="">Any Hull</option>
            {withCurrent(facets.hullMaterials, search.hull).map((h) => (
              <option key={h} value={h}>
                {HULL_MATERIAL_LABELS[h]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {facets.maxCabins !== null ? (
        <label className={label}>
          Cabins
          <select
            className={controlStyle}
            autoComplete="off"
            value={search.cabins ?? ''}
            onChange={(e) => set({ cabins: e.target.value === '' ? undefined : Number(e.target.value) })}
          >
            <option value="">Any Cabins</option>
            {cabinChoices(Math.max(facets.maxCabins, search.cabins ?? 0)).map((n) => (
              <option key={n} value={n}>
                {`${n}+ cabins`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
