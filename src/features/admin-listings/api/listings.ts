import { combineLatest, map } from 'rxjs';
import type { Caller } from '@/data/caller';
import { plainAll, plainOrNull } from '@/data/query/plain';
import { openPortal } from '@/data/portal/portal-client';
import { usePortalQuery } from '@/data/portal/use-portal-query';
import type { Boat } from '@harbour/domain/schemas/boat';
import type { BoatCommercial } from '@harbour/domain/schemas/boat-commercial';
import type { Inquiry, InquiryStatus } from '@harbour/domain/schemas/inquiry';
import { viewCountId } from '@harbour/domain/schemas/view-count';
import * as stored from '../actions/listing-actions';
import { changeLeadStatus } from '@/data/leads/lead-actions';
import type { ListingFormValues, ListingEditValues } from '../model/listing-form';
import type { EditorImage } from '../model/image-list';

/** Listings as the admin portal reads and writes them: hooks over the admin's replica, actions that write to it. */

export type { ActionResult, ListingEditBase } from '../actions/listing-actions';

export interface ListingDetail {
  boat: Boat | null;
  commercial: BoatCommercial | null;
  views: number;
  inquiries: Inquiry[];
}

/** One listing with its commission, view count and inquiries, live. */
export function useListingDetail(caller: Caller, boatId: string) {
  return usePortalQuery<ListingDetail>(
    caller,
    (db) =>
      combineLatest([
        db.boats.findOne(boatId).$,
        db.boatCommercials.findOne(boatId).$,
        db.viewCounts.findOne(viewCountId('boat', boatId)).$,
        db.inquiries.find({ selector: { boatId } }).$,
      ]).pipe(
        map(([boat, commercial, views, inquiries]) => ({
          boat: plainOrNull(boat),
          commercial: plainOrNull(commercial),
          views: views?.total ?? 0,
          inquiries: plainAll(inquiries),
        })),
      ),
    [boatId],
  );
}

/** Create listing as the signed-in admin (actions/listing-actions.ts createListing). */
export async function createListing(
  caller: Caller,
  values: ListingFormValues,
  images: readonly EditorImage[],
  now: Date = new Date(),
): Promise<stored.ActionResult<string>> {
  return stored.createListing(await openPortal(caller), values, images, { uid: caller.uid, now });
}

/** Saves the listing editor's changes (actions/listing-actions.ts updateListing). */
export async function updateListing(
  caller: Caller,
  boatId: string,
  values: Omit<ListingEditValues, 'imageCount'>,
  images: readonly EditorImage[],
  base: stored.ListingEditBase,
  now: Date = new Date(),
): Promise<stored.ActionResult<Boat>> {
  return stored.updateListing(await openPortal(caller), boatId, values, images, now, base);
}

/** Sets a lead's status from the listing's Inquiries tab. */
export async function updateInquiryStatus(caller: Caller, inquiryId: string, status: InquiryStatus): Promise<void> {
  return changeLeadStatus((await openPortal(caller)).db, inquiryId, status, caller.uid);
}
