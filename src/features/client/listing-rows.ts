import { leadArrivedAt, type ArrivalFields } from '@harbour/domain/leads/lead-arrival';
import type { Boat, BoatStatus } from '@harbour/domain/schemas/boat';
import type { Inquiry } from '@harbour/domain/schemas/inquiry';
import type { ViewCount } from '@harbour/domain/schemas/view-count';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { conversionRate } from '@/lib/kpi';
import { byCodeUnits } from '@/lib/compare';
import { daysOnMarket } from '@harbour/domain/boats/listing-badges';

export interface ListingRow {
  id: string;
  title: string;
  status: BoatStatus;
  price: number;
  views: number;
  inquiries: number;
  /** Inquiries per 100 views, 0 with no views (format with formatConversionRate). */
  conversionRate: number;
  createdAt: string;
  /** When it went on the market and when it sold: its days on market (daysOnMarketCell), shown to its owner always. */
  publishedAt: string | null;
  soldAt: string | null;
}

export interface OwnerInquiry {
  id: string;
  boatTitle: string;
  name: string;
  createdAt: string;
  message: string | null;
}

/** Pure: the owner's boats (any status), newest first, with their views, inquiries and conversion rate. */
export function listingRows(
  uid: string,
  boats: ReadonlyArray<
    Pick<
      Boat,
      'id' | 'year' | 'make' | 'model' | 'status' | 'price' | 'createdBy' | 'createdAt' | 'publishedAt' | 'soldAt'
    >
  >,
  viewCounts: ReadonlyArray<Pick<ViewCount, 'itemType' | 'itemId' | 'total'>>,
  inquiries: ReadonlyArray<Pick<Inquiry, 'boatId'>>,
): ListingRow[] {
  const views = new Map(viewCounts.filter((v) => v.itemType === 'boat').map((v) => [v.itemId, v.total]));
  const asked = new Map<string, number>();
  for (const i of inquiries) if (i.boatId !== null) asked.set(i.boatId, (asked.get(i.boatId) ?? 0) + 1);
  return boats
    .filter((b) => b.createdBy === uid)
    .map((b) => {
      const v = views.get(b.id) ?? 0;
      const n = asked.get(b.id) ?? 0;
      return {
        id: b.id,
        title: boatTitle(b),
        status: b.status,
        price: b.price,
        views: v,
        inquiries: n,
        conversionRate: conversionRate(n, v),
        createdAt: b.createdAt,
        publishedAt: b.publishedAt,
        soldAt: b.soldAt,
      };
    })
    .sort((a, b) => byCodeUnits(b.createdAt, a.createdAt));
}

/** Pure: the owner's "Days on market" cell: whole days, until sold; "Not yet" before it ever went on the market. */
export function daysOnMarketCell(row: Pick<ListingRow, 'publishedAt' | 'soldAt'>, now: Date): string {
  const days = daysOnMarket(row, now);
  return days === null ? 'Not yet' : `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** Pure: inquiries on the owner's boats, newest first (read-only for the owner). */
export function ownerInquiries(
  uid: string,
  boats: ReadonlyArray<Pick<Boat, 'id' | 'year' | 'make' | 'model' | 'createdBy'>>,
  inquiries: ReadonlyArray<Pick<Inquiry, 'id' | 'boatId' | 'boatTitle' | 'name' | 'message'> & ArrivalFields>,
  now: Date,
): OwnerInquiry[] {
  const own = new Map(boats.filter((b) => b.createdBy === uid).map((b) => [b.id, boatTitle(b)]));
  return inquiries
    .filter((i) => i.boatId !== null && own.has(i.boatId))
    .map((i) => ({
      id: i.id,
      boatTitle: own.get(i.boatId!) ?? i.boatTitle ?? '',
      name: i.name,
      // When the brokerage received it (finding N13), not the visitor's clock.
      createdAt: leadArrivedAt(i, now),
      message: i.message,
    }))
    .sort((a, b) => byCodeUnits(b.createdAt, a.createdAt));
}
