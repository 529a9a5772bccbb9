import { BOAT_TYPE_LABELS } from '../boats/boat-types';
import { SELL_CONDITION_LABELS } from '../forms/sell-form-schema';
import { formatLength, formatUsd } from '../format';
import { CHARTER_CHOICE_LABELS } from '../charter/charter-choices';

/** The forms' extra fields (sell, contact, charter), as a broker reads them (schemas/lead-detail-limits.ts), in order. */
const LABELS: Record<string, string> = {
  subject: 'Subject',
  boatMake: 'Make',
  boatModel: 'Model',
  boatYear: 'Year',
  boatLength: 'Length',
  boatType: 'Boat type',
  condition: 'Condition',
  askingPrice: 'Asking price',
  location: 'Location',
  charterChoice: 'Charter',
  charterDay: 'Date',
  charterLastDay: 'Last day',
  charterGuests: 'Guests',
  charterAddOns: 'Add-ons',
  charterDestination: 'Destination',
};

/** Pure: a number typed in a form ('145000', '145,000', '$145000'), or null when it is not one. */
function typedNumber(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Pure: a stored value as shown: the form's labels for its choices, dollars and feet for its numbers. */
function shown(key: string, value: string): string {
  const text = value.trim();
  if (key === 'boatType') return (BOAT_TYPE_LABELS as Record<string, string>)[text] ?? text;
  if (key === 'condition') return (SELL_CONDITION_LABELS as Record<string, string>)[text] ?? text;
  if (key === 'charterChoice') return (CHARTER_CHOICE_LABELS as Record<string, string>)[text] ?? text;
  if (key === 'charterAddOns') return text.split('\n').join(', ');
  const number = typedNumber(text);
  if (key === 'askingPrice' && number !== null) return formatUsd(number);
  if (key === 'boatLength' && number !== null) return formatLength(number);
  return text;
}

/** Pure: a key nobody labelled yet, in words: 'boatColour' → 'Boat colour'. */
function words(key: string): string {
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * Pure: a lead's details as rows a broker reads ("Boat type: Center Console", "Asking price: $145,000"), never the raw
 * form values ('center-console', '145000'); the known fields in the forms' order, then any other, blanks left out.
 */
export function leadDetailRows(
  details: Readonly<Record<string, string>>,
): Array<{ key: string; label: string; value: string }> {
  const filled = Object.entries(details).filter(([, value]) => typeof value === 'string' && value.trim() !== '');
  const order = Object.keys(LABELS);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return filled
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => ({ key, label: LABELS[key] ?? words(key), value: shown(key, value) }));
}
