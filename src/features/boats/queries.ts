import { ON_MARKET_STATUSES } from '@harbour/domain/boats/listing-visibility';
import type { Boat } from '@harbour/domain/schemas/boat';
import type { PartialList } from '@/data/public/partial-snapshot';
import { useLiveQuery } from '@/data/query/use-live-query';
import type { LiveResult } from '@/data/query/use-database-query';
import { plain, plainAll, plainOrNull } from '@/data/query/plain';

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

/**
 * What /boats lists from: every public boat (`firstScreen` null), or, while a rendered /boats page's partial snapshot
 * answers (only for the list query it was chosen for, listQueryKey), that query's first screen: its first boats in
 * the list's order, and the counts and types of the whole list (`firstScreen`). Its `query` may be another than the
 * one asked: the answer shown stands while the asked one's is on its way (useLiveQuery), and the page says it is busy.
 */
export interface BoatsListSource {
  boats: Boat[];
  firstScreen: PartialList | null;
}

/**
 * usePublicBoats for /boats, answered from a rendered page's first screen when that was chosen for `query`.
 * `wantsAll`: the page needs more than its first screen (more cards, the facets): every boat is asked for meanwhile.
 */
export function usePublicBoatsList(query: string, wantsAll = false): LiveResult<BoatsListSource> {
  return useLiveQuery<BoatsListSource>(
    (db, { map }) =>
      db.boats
        .find({ selector: { status: PUBLIC_COPY } })
        .$.pipe(map((docs) => ({ boats: plainAll(docs), firstScreen: null }))),
    // Not the query: the database answers every one with the same boats (the page filters them).
    [],
    (snapshot) => ({ boats: snapshot.boats, firstScreen: null }),
    {
      asks: { list: query },
      answer: ({ boats, partial }) => ({ boats, firstScreen: partial.list! }),
      wantsWhole: wantsAll,
    },
  );
}

/** One public boat by id, live; null when there is none (the page still asks publicState whether to show it). */
export function usePublicBoat(id: string) {
  return useLiveQuery(
    (db, { map }) => db.boats.findOne({ selector: { id, status: PUBLIC_COPY } }).$.pipe(map((doc) => plainOrNull(doc))),
    [id],
    (snapshot) => snapshot.boats.find((b) => b.id === id) ?? null,
    // A boat page's own snapshot: its boat, or none when it is not listed.
    { asks: { boat: id }, answer: (snapshot) => snapshot.boats.find((b) => b.id === id) ?? null },
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
