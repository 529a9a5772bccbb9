import { combineLatest, map } from 'rxjs';
import type { Caller } from '@/data/caller';
import { plainAll, plainOrNull } from '@/data/query/plain';
import { usePortalQuery } from '@/data/portal/use-portal-query';
import { listingRows, ownerInquiries, type ListingRow, type OwnerInquiry } from '../listing-rows';
import { listingActivity, type ListingActivity } from '../listing-activity';

/** The owner's profile and listings, read from the owner's replica. */

export function useProfile(caller: Caller) {
  return usePortalQuery(caller, (db) => db.profiles.findOne(caller.uid).$.pipe(map(plainOrNull)), []);
}

/** The owner's boats with their KPIs, and the inquiries on them. */
export function useOwnListings(caller: Caller) {
  return usePortalQuery<{ rows: ListingRow[]; inquiries: OwnerInquiry[]; activity: Map<string, ListingActivity> }>(
    caller,
    (db) =>
      combineLatest([
        db.boats.find({ selector: { createdBy: caller.uid } }).$,
        db.viewCounts.find().$,
        db.inquiries.find().$,
      ]).pipe(
        map(([boats, views, inquiries]) => ({
          rows: listingRows(caller.uid, boats, views, inquiries),
          inquiries: ownerInquiries(caller.uid, boats, inquiries, new Date()),
          activity: listingActivity(caller.uid, plainAll(boats), plainAll(views), inquiries, new Date()),
        })),
      ),
    [],
  );
}
