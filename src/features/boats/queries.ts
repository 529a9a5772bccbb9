import { ON_MARKET_STATUSES } from '@harbour/domain/boats/listing-visibility';
import { useLiveQuery } from '@/data/use-live-query';
import { plain, plainAll, plainOrNull } from '@/data/plain';

/** The statuses a public copy of a boat may have (listing-visibility.ts): the page splits them by publicState. */
const PUBLIC_COPY = { $in: [...ON_MARKET_STATUSES, 'sold'] };

/** Every boat on the device the public may see (for sale, or sold and shown as sold), live. */
export function usePublicBoats() {
  return useLiveQuery(
    (db, { map }) => db.boats.find({ selector: { status: PUBLIC_COPY } }).$.pipe(map((docs) => plainAll(docs))),
    [],
    (snapshot) => snapshot.boats,
  );
}

/** One public boat by id, live; null when there is none (the page still asks publicState whether to show it). */
export function usePublicBoat(id: string) {
  return useLiveQuery(
    (db, { map }) => db.boats.findOne({ selector: { id, status: PUBLIC_COPY } }).$.pipe(map((doc) => plainOrNull(doc))),
    [id],
    (snapshot) => snapshot.boats.find((b) => b.id === id) ?? null,
  );
}

/** What this device's visitor sent about a boat, newest first. */
export function useMyBoatInquiries(boatId: string) {
  return useLiveQuery(
    (db, { map }) =>
      db.visitorRecords.find({ selector: { kind: 'inquiry', 'inquiry.boatId': boatId } }).$.pipe(
        map((docs) =>
          docs
            .map((d) => plain(d).inquiry!)
            .filter((i) => i.inquiryType === 'boat')
            .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)),
        ),
      ),
    [boatId],
  );
}
