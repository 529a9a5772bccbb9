import type { Portal } from '@/data/portal/portal-client';
import { PENDING_PREFIX } from '@/data/portal/photo-rules';
import { queuePhotoUpload } from '@/data/portal/photo-uploader';
import { noListingHistory, type Boat } from '@harbour/domain/schemas/boat';
import { withListingHistory } from '@harbour/domain/boats/listing-history';
import { newListingId } from '@harbour/domain/boats/listing-id';
import {
  parseListingEdit,
  parseListingForm,
  type ListingEditValues,
  type ListingFormErrors,
  type ListingFormValues,
} from '../model/listing-form';
import { reconcileUrls, toBoatImages, type EditorImage } from '../model/image-list';
import { plain } from '@/data/query/plain';

/** What the actions need of the portal: the replica and the device store for photos. */
export type ListingPortal = Pick<Portal, 'db' | 'syncStore'>;

export type ActionResult<T> = { ok: true; value: T } | { ok: false; errors: ListingFormErrors; firstError: string };

/** New photos get their pending URL now; the uploader replaces it once the photo is stored. */
function withPendingUrls(images: readonly EditorImage[]): EditorImage[] {
  return images.map((i) => (i.blob ? { ...i, url: `${PENDING_PREFIX}${i.id}` } : i));
}

async function queueNewPhotos(portal: ListingPortal, boatId: string, images: readonly EditorImage[]) {
  for (const image of images) {
    if (image.blob) await queuePhotoUpload(portal as Portal, { collection: 'boats', id: boatId }, image.id, image.blob);
  }
}

/**
 * Create listing: validates the form, then writes the boat (public fields) and its commission (admin-only
 * document boatCommercials/{id}) to the admin's replica and queues the photos. Local: works offline.
 */
export async function createListing(
  portal: ListingPortal,
  values: ListingFormValues,
  images: readonly EditorImage[],
  ctx: { uid: string; now: Date; id?: string },
): Promise<ActionResult<string>> {
  const parsed = parseListingForm({ ...values, imageCount: images.length }, ctx.now.getFullYear());
  if (!parsed.ok) return parsed;
  const { commissionRate, ...fields } = parsed.value;
  const id = ctx.id ?? newListingId(fields);
  const at = ctx.now.toISOString();
  const boat = withListingHistory(
    null,
    {
      id,
      ...fields,
      ...noListingHistory(),
      documents: [],
      createdAt: at,
      createdBy: ctx.uid,
      updatedAt: at,
      images: toBoatImages(withPendingUrls(images)),
    },
    at,
  );
  // Three writes in separate stores cannot share a transaction, so the boat goes LAST: it is the commit point.
  // If the page dies earlier there is no listing at all (only a waiting photo the uploader drops as orphaned and
  // a commission document nobody shows), never a boat whose pending photo has no blob or that lacks its commission.
  await queueNewPhotos(portal, id, images);
  await portal.db.boatCommercials.insert({ id, commissionRate, updatedAt: at });
  await portal.db.boats.insert(boat);
  return { ok: true, value: id };
}

/** What the editor started from: saving writes only the fields the user changed since (see docs 'Conflicts'). */
export interface ListingEditBase {
  values: Omit<ListingEditValues, 'imageCount'>;
  images: readonly EditorImage[];
}

const imageLayout = (images: readonly EditorImage[]) =>
  JSON.stringify(toBoatImages(images).map(({ id, isPrimary, displayOrder }) => [id, isPrimary, displayOrder]));

/**
 * Listing save (detail page): every field of the boat and its images; new photos are queued (before the
 * boat references them). With `base`, only fields changed since the editor opened are written, so another tab's
 * save of a different field meanwhile is kept; a field changed in both is last-save-wins.
 */
export async function updateListing(
  portal: ListingPortal,
  boatId: string,
  values: Omit<ListingEditValues, 'imageCount'>,
  images: readonly EditorImage[],
  now: Date,
  base?: ListingEditBase,
): Promise<ActionResult<Boat>> {
  const parsed = parseListingEdit({ ...values, imageCount: images.length }, now.getFullYear());
  if (!parsed.ok) return parsed;
  const doc = await portal.db.boats.findOne(boatId).exec();
  if (!doc) throw new Error(`Listing ${boatId} not found`);
  const before = doc.images;
  const edited = toBoatImages(withPendingUrls(images));
  const baseParsed = base
    ? parseListingEdit({ ...base.values, imageCount: base.images.length }, now.getFullYear())
    : null;
  const changed = parsed.value;
  const keys = (Object.keys(changed) as (keyof typeof changed)[]).filter(
    (k) => !baseParsed?.ok || JSON.stringify(changed[k]) !== JSON.stringify(baseParsed.value[k]),
  );
  const imagesChanged = !base || imageLayout(images) !== imageLayout(base.images);
  await queueNewPhotos(portal, boatId, images);
  const at = now.toISOString();
  const saved = await doc.incrementalModify((d) =>
    withListingHistory(
      d,
      {
        ...d,
        ...Object.fromEntries(keys.map((k) => [k, changed[k]])),
        images: imagesChanged ? reconcileUrls(edited, d.images) : d.images,
        updatedAt: at,
      },
      at,
    ),
  );
  // Removed photos that never left this device are not uploaded any more.
  const kept = new Set(edited.map((i) => i.id));
  const dropped = before.filter((i) => !kept.has(i.id) && i.url.startsWith(PENDING_PREFIX)).map((i) => i.id);
  if (dropped.length) await portal.syncStore.uploads.bulkDelete(dropped);
  return { ok: true, value: plain(saved) };
}
