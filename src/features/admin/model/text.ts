import type { Boat } from '@harbour/domain/schemas/boat';

/** Spec (Submissions tab): the client's full name, or 'No name' when the profile has none. */
export function clientDisplayName(fullName: string | null | undefined): string {
  const name = fullName?.trim() ?? '';
  return name === '' ? 'No name' : name;
}

/** Spec: a status label has its underscore replaced by a space ('needs_changes' → 'needs changes'). */
export function statusLabel(status: string): string {
  return status.replace(/_/g, ' ');
}

/** Commission as a percent ('10%', '7.5%') or 'N/A' when not set. */
export function commissionLabel(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return 'N/A';
  return `${Number(rate.toFixed(2))}%`;
}

/** Leads tab: the message column shows at most `max` characters, then an ellipsis; no message is '—'. */
export const MESSAGE_SHOWN = 60;

export function truncateMessage(message: string | null | undefined, max = MESSAGE_SHOWN): string {
  const text = (message ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return '—';
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}

/** Spec (Leads tab): phone or 'N/A' if missing. */
export function phoneOrNA(phone: string | null | undefined): string {
  const p = phone?.trim() ?? '';
  return p === '' ? 'N/A' : p;
}

/**
 * Leads tab, Boat column: make and model. A lead keeps the boat's 'year make model' as sent; when the boat
 * is still in the replica its current make and model are used. Sell and contact leads have no boat: '—'.
 */
export function leadBoatLabel(
  lead: { boatId: string | null; boatTitle: string | null },
  boatsById: ReadonlyMap<string, Pick<Boat, 'make' | 'model'>>,
): string {
  const boat = lead.boatId ? boatsById.get(lead.boatId) : undefined;
  if (boat) return `${boat.make} ${boat.model}`;
  const title = lead.boatTitle?.trim() ?? '';
  if (title === '') return '—';
  // Stored as 'year make model': drop a leading year.
  return title.replace(/^\d{4}\s+/, '');
}
