import { useLiveQuery } from '@/data/use-live-query';
import { plain, plainAll, plainOrNull } from '@/data/plain';

/** Every active boat on the device, live: admin changes and replication show up without a reload. */
export function useActiveBoats() {
  return useLiveQuery(
    (db, { map }) => db.boats.find({ selector: { status: 'active' } }).$.pipe(map((docs) => plainAll(docs))),
    [],
    (snapshot) => snapshot.boats,
  );
}

/** One active boat by id, live; null when there is no such active boat. */
export function useActiveBoat(id: string) {
  return useLiveQuery(
    (db, { map }) => db.boats.findOne({ selector: { id, status: 'active' } }).$.pipe(map((doc) => plainOrNull(doc))),
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
