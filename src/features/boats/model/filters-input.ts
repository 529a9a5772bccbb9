import { lengthForForm, lengthFromForm, LENGTH_UNIT, type UnitSystem } from '@harbour/domain/boats/boat-units';
import { FILTER_LIMITS } from '@harbour/domain/search/search-params';

/** What a range box of the filter panel reads: a value for the URL (null: blank, no filter) or why it cannot. */
export type FilterInput = { ok: true; value: number | null } | { ok: false; message: string };

export type RangeKind = 'price' | 'length' | 'year' | 'hoursMax';

const NUMBER = /^\d+(\.\d+)?$/;

/** '250,000', '$250000', '250k', '1.2m' → 250000 / 1200000; null when it is not an amount. */
function amount(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '').toLowerCase();
  const match = /^(\d+(?:\.\d+)?)([km]?)$/.exec(cleaned);
  if (!match) return null;
  const scale = match[2] === 'k' ? 1_000 : match[2] === 'm' ? 1_000_000 : 1;
  return Math.round(Number(match[1]) * scale);
}

/**
 * Pure: the value a visitor typed in a range box, in the URL's unit (dollars, feet to a tenth, years, hours), or a
 * message saying what the box takes. A length is typed in the visitor's unit (ft or m).
 */
export function readFilterInput(kind: RangeKind, text: string, units: UnitSystem = 'imperial'): FilterInput {
  const typed = text.trim();
  if (typed === '') return { ok: true, value: null };
  switch (kind) {
    case 'price': {
      const value = amount(typed);
      const { min, max } = FILTER_LIMITS.price;
      return value !== null && value >= min && value <= max
        ? { ok: true, value }
        : { ok: false, message: 'Enter a price in US dollars, like 250,000.' };
    }
    case 'length': {
      const number = typed.replace(/,/g, '');
      const feet = NUMBER.test(number) ? Math.round(lengthFromForm(Number(number), units) * 10) / 10 : null;
      const { min, max } = FILTER_LIMITS.length;
      return feet !== null && feet >= min && feet <= max
        ? { ok: true, value: feet }
        : {
            ok: false,
            message: `Enter a length in ${units === 'metric' ? 'metres' : 'feet'}, like ${units === 'metric' ? '12' : '40'}.`,
          };
    }
    case 'year': {
      const { min, max } = FILTER_LIMITS.year;
      const value = /^\d{4}$/.test(typed) ? Number(typed) : null;
      return value !== null && value >= min && value <= max
        ? { ok: true, value }
        : { ok: false, message: `Enter a year from ${min} to ${max}.` };
    }
    case 'hoursMax': {
      const number = typed.replace(/[,\s]/g, '');
      const value = /^\d+$/.test(number) ? Number(number) : null;
      return value !== null && value <= FILTER_LIMITS.hoursMax.max
        ? { ok: true, value }
        : { ok: false, message: 'Enter a whole number of hours, like 1,000.' };
    }
  }
}

/** Pure: a URL value as its box shows it (a length in the visitor's unit); '' for none. */
export function filterInputText(kind: RangeKind, value: number | undefined, units: UnitSystem = 'imperial'): string {
  if (value === undefined) return '';
  return kind === 'length' ? lengthForForm(value, units) : String(value);
}

/** The unit a length box is labelled with: 'ft' or 'm'. */
export const lengthUnit = (units: UnitSystem) => LENGTH_UNIT[units];
