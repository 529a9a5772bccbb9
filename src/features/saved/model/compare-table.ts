import type { Boat } from '@harbour/domain/schemas/boat';
import type { UnitSystem } from '@harbour/domain/boats/boat-units';
import { boatLengthLabel } from '@harbour/domain/boats/boat-units';
import { boatPriceLabel } from '@harbour/domain/boats/boat-price';
import { conditionLabel } from '@harbour/domain/boats/condition-label';
import { specificationGroups } from '@harbour/domain/boats/specification-groups';

/** What a missing value reads as in the table. */
export const NOT_GIVEN = '—';

export interface CompareRow {
  label: string;
  /** One per boat, in the boats' order. */
  values: string[];
  /** The boats do not all say the same (highlighted). */
  differs: boolean;
}

/**
 * Pure: the compare table: price, length, year, type, condition and location first, then every specification any of
 * the boats has, in the order the boat page groups them; lengths and tanks in the visitor's units.
 */
export function compareTable(boats: readonly Boat[], units: UnitSystem): CompareRow[] {
  const head: [string, (b: Boat) => string][] = [
    ['Price', (b) => boatPriceLabel(b)],
    ['Length', (b) => boatLengthLabel(b, units)],
    ['Year', (b) => String(b.year)],
    ['Type', (b) => b.type],
    ['Condition', (b) => conditionLabel(b.condition)],
    ['Location', (b) => b.location],
  ];
  const specs = boats.map(
    (b) => new Map(specificationGroups(b, units).flatMap((g) => g.rows.map((r) => [r.label, r.value]))),
  );
  const labels: string[] = [];
  for (const spec of specs) for (const label of spec.keys()) if (!labels.includes(label)) labels.push(label);
  const rows = [
    ...head.map(([label, value]) => ({ label, values: boats.map(value) })),
    ...labels
      .filter((label) => !head.some(([h]) => h === label))
      .map((label) => ({ label, values: specs.map((s) => s.get(label) ?? NOT_GIVEN) })),
  ];
  return rows.map((row) => ({ ...row, differs: new Set(row.values).size > 1 }));
}
