import { BOAT_STATUS_LABELS } from '@harbour/domain/boats/boat-status';
import { privatePriceLabel } from '@harbour/domain/boats/boat-price';
import { boatLengthLabel, type UnitSystem } from '@harbour/domain/boats/boat-units';
import { specificationGroups } from '@harbour/domain/boats/specification-groups';
import type { Boat } from '@harbour/domain/schemas/boat';
import type { BoatCommercial } from '@harbour/domain/schemas/boat-commercial';
import { conversionRate, daysListed, formatConversionRate } from '@/lib/kpi';
import { editValuesOf, type ListingEditValues } from './listing-form';
import { editorImages, type EditorImage } from './image-list';
import type { ListingEditBase } from '../actions/listing-actions';

// What the admin's page of one listing shows of it (/admin/listings/{id}), and what its editor opens with.

/** Pure: the Basic Information card, label and value, in the order shown (commission as a broker sees it). */
export function basicInformationRows(boat: Boat, commercial: BoatCommercial | null): Array<[string, string]> {
  return [
    ['Make', boat.make],
    ['Model', boat.model],
    ['Year', String(boat.year)],
    ['Length (ft)', boatLengthLabel(boat)],
    ['Type', boat.type],
    ['Condition', boat.condition === 'new' ? 'New' : 'Pre-Owned'],
    ['Location', boat.location],
    ['Price ($)', privatePriceLabel(boat)],
    ['Commission Rate (%)', commercial?.commissionRate == null ? 'N/A' : `${commercial.commissionRate}%`],
    ['Status', BOAT_STATUS_LABELS[boat.status]],
  ];
}

/** Pure: the specifications as the public page shows them, less the rows Basic Information already has. */
export function specificationsBesideOverview(boat: Boat, units: UnitSystem): Array<readonly [string, string]> {
  return specificationGroups(boat, units)
    .flatMap((g) => g.rows)
    .filter((r) => !['Length', 'Year', 'Location'].includes(r.label))
    .map((r) => [r.label, r.value] as const);
}

/** Pure: the listing's figures (views, inquiries, conversion, days listed), label and value. */
export function listingKpis(
  boat: Boat,
  views: number,
  inquiries: number,
  now: Date,
): Array<{ label: string; value: string }> {
  return [
    { label: 'Total Views', value: String(views) },
    { label: 'Inquiries', value: String(inquiries) },
    { label: 'Conversion Rate', value: formatConversionRate(conversionRate(inquiries, views)) },
    { label: 'Days Listed', value: String(daysListed(boat.createdAt, now)) },
  ];
}

/** What the listing editor holds while open. */
export interface EditState extends Omit<ListingEditValues, 'imageCount'> {
  images: EditorImage[];
  /** The listing as the editor opened it: only fields changed since are saved. */
  base: ListingEditBase;
}

/** Pure: the editor opened on a listing, in the visitor's units: its values, its photos, and both as the base. */
export function editStateOf(boat: Boat, units: UnitSystem): EditState {
  const values = editValuesOf(boat, units);
  const images = editorImages(boat.images);
  return { ...values, images, base: { values, images } };
}
